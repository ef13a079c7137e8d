import { basename } from "node:path";
import type { ThinkingLevel } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import { parseFrontMatter } from "../resources/front-matter.js";
import {
  AGENT_NAME,
  AGENT_THINKING_LEVELS,
  type AgentIsolation,
  type AgentSource,
  type LoadedAgent,
} from "./agent-definition.js";

/** What {@link parseAgentFile} made of a file: the agent, or why it was not loaded (one diagnostic per bad field). */
export type ParsedAgentFile =
  | { ok: true; agent: LoadedAgent; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

const KNOWN_FIELDS = new Set(["name", "description", "tools", "model", "thinking", "isolation", "color"]);

/**
 * Splits a `tools` value into names: `read, grep`, `[read, grep]` and the
 * YAML list form (`- read` lines, joined by the front-matter reader) all work.
 */
export function parseToolList(value: string): string[] {
  return value
    .replace(/^\s*\[|\]\s*$/g, "")
    .split(/[,\s]+/)
    .map((part) => part.replace(/^["']|["']$/g, ""))
    .filter((part) => part !== "" && part !== "-");
}

/**
 * Reads one agent definition: Markdown whose front matter has `name`,
 * `description` and optionally `tools`, `model`, `thinking` and
 * `isolation`, and whose body is the system prompt (Claude Code's format).
 * The name defaults to the file's name. Each bad field is a diagnostic
 * naming the file and the field; unknown fields are ignored with a warning
 * (other tools' fields, such as `color`, silently).
 *
 * @example
 * parseAgentFile("---\nname: scout\ndescription: Finds files\ntools: read, grep\n---\nYou find files.", "/p/scout.md", "project");
 */
export function parseAgentFile(text: string, path: string, source: AgentSource): ParsedAgentFile {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) {
    return {
      ok: false,
      diagnostics: [
        { severity: "error", source: path, line: parsed.line, message: `agent not loaded: ${parsed.message}` },
      ],
    };
  }
  const { data } = parsed;
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const bad = (field: string, message: string, hint: string) =>
    errors.push({ severity: "error", source: path, path: `/${field}`, message: `agent not loaded: ${message}`, hint });

  const name = (data.name ?? basename(path, ".md")).trim();
  if (!AGENT_NAME.test(name) || name.length > 64) {
    bad(
      "name",
      `\`name\` ${JSON.stringify(name)} is not a valid agent name`,
      "Use lower-case letters, digits and dashes (at most 64).",
    );
  }
  const description = (data.description ?? "").trim();
  if (description === "") {
    bad("description", "it has no `description`", "Add `description:` saying what the agent does and when to use it.");
  }
  const systemPrompt = parsed.body.trim();
  if (systemPrompt === "") {
    bad("body", "its body (the system prompt) is empty", "Write the agent's instructions after the closing `---`.");
  }
  let tools: string[] | undefined;
  if (data.tools !== undefined) {
    tools = parseToolList(data.tools);
    if (tools.some((tool) => !/^[A-Za-z0-9_.:-]+$/.test(tool))) {
      bad(
        "tools",
        `\`tools\` ${JSON.stringify(data.tools)} is not a list of tool names`,
        "Write `tools: read, grep, bash` (or omit it for the parent's tools).",
      );
    }
  }
  const model = data.model?.trim();
  const thinkingText = data.thinking?.trim();
  if (thinkingText !== undefined && !AGENT_THINKING_LEVELS.includes(thinkingText as ThinkingLevel)) {
    bad(
      "thinking",
      `\`thinking\` ${JSON.stringify(thinkingText)} is not a thinking level`,
      `Use one of ${AGENT_THINKING_LEVELS.join(", ")}.`,
    );
  }
  const isolationText = data.isolation?.trim();
  if (isolationText !== undefined && isolationText !== "none" && isolationText !== "worktree") {
    bad("isolation", `\`isolation\` ${JSON.stringify(isolationText)} is not known`, "Use `worktree` (or omit it).");
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) {
      warnings.push({
        severity: "warning",
        source: path,
        path: `/${key}`,
        message: `unknown agent field \`${key}\` ignored`,
      });
    }
  }
  if (errors.length > 0) return { ok: false, diagnostics: [...errors, ...warnings] };
  const agent: LoadedAgent = {
    name,
    description,
    systemPrompt,
    source,
    path,
    ...(tools !== undefined ? { tools } : {}),
    ...(model !== undefined && model !== "" && model !== "inherit" ? { model } : {}),
    ...(thinkingText !== undefined ? { thinking: thinkingText as ThinkingLevel } : {}),
    ...(isolationText !== undefined ? { isolation: isolationText as AgentIsolation } : {}),
  };
  return { ok: true, agent, diagnostics: warnings };
}
