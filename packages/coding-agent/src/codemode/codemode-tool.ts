import type { AgentTool, AgentToolResult, AnyAgentTool } from "@keel/agent-core";
import type { ToolResultMessage } from "@keel/ai";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, type SpillFolder, truncateHead, truncateTail } from "@keel/tools";
import { spillFolderOf, writeSpillFile } from "@keel/tools/internal";
import { type Static, Type } from "typebox";
import { clipRecordedArgs, type RecordedToolCall } from "../tools/recorded-tool-call.js";
import type { CodemodeHost } from "./codemode-host.js";
import type { ScriptFunction } from "./run-script.js";
import { parseScriptOptions } from "./script-options.js";
import {
  DEFAULT_DECLARATION_BUDGET_TOKENS,
  declarationsWithinBudget,
  declareTool,
  scriptMethodName,
  scriptToolInfo,
  searchToolInfos,
} from "./tool-declarations.js";

/** The tool's name, as in pi (`--tools +codemode`). */
export const CODEMODE_TOOL_NAME = "codemode";

const parameters = Type.Object({
  script: Type.String({
    description:
      "JavaScript run as the body of an async function (top-level await and return work). Not JSON, no markdown fence.",
  }),
});

/** Options of {@link createCodemodeTool}. */
export interface CodemodeToolOptions {
  /** Budget of the declarations in the description, in estimated tokens. Default 3000. */
  declarationBudgetTokens?: number;
  /** A script's time limit unless its options line sets one. Default 300 s. */
  timeoutMs?: number;
  /** The VM's memory limit. Default 256 MiB. */
  memoryLimitBytes?: number;
  /** Where the full text of a cut result goes (the session's output folder). */
  spill?: SpillFolder;
}

/** One call a script made, as kept in the result's details (and so in the session file). */
export type CodemodeCallRecord = RecordedToolCall;

/** The `details` of a `codemode` result. */
export interface CodemodeDetails {
  status: "completed" | "failed";
  wallMs: number;
  /** Why the script failed (see `ScriptFailure`), when it did. */
  failure?: string;
  /** Every tool call the script made, in the order they started. */
  calls: CodemodeCallRecord[];
  /** The full result text, when the text shown was cut. */
  fullOutputPath?: string;
}

const DEFAULT_TIMEOUT_MS = 300_000;
const SEARCH_LIMIT = 8;

/**
 * The `codemode` tool: runs the model's JavaScript in a QuickJS sandbox
 * (see `runScript`) where `tools.<name>(args)` calls the session's tools,
 * each through the host's whole pipeline as a nested call, plus `text()`,
 * `console.log`, `ALL_TOOLS`, `searchTools(query, { limit })` and
 * `describeTool(name)`. The description declares the active tools in
 * TypeScript within a budget. The result starts with `Script completed` or
 * `Script failed` and the wall time; it is cut like other tools' output,
 * with the full text in a spill file.
 *
 * @example
 * const tool = createCodemodeTool(link, { spill });
 * catalog.addBuiltins([tool]);
 */
export function createCodemodeTool(
  host: CodemodeHost,
  options: CodemodeToolOptions = {},
): AgentTool<Static<typeof parameters>, CodemodeDetails> {
  const budget = options.declarationBudgetTokens ?? DEFAULT_DECLARATION_BUDGET_TOKENS;
  return {
    name: CODEMODE_TOOL_NAME,
    label: "Codemode",
    get description(): string {
      return describeCodemode(host.declaredTools(), budget);
    },
    promptSnippet: "Run a JavaScript script that calls the other tools (in parallel, filtering their output)",
    parameters,
    async execute(toolCallId, { script }, signal) {
      const parsed = parseScriptOptions(script);
      if (!parsed.ok) throw new Error(`${parsed.error}. The script did not run.`);
      const calls: CodemodeCallRecord[] = [];
      const controller = new AbortController();
      const stopAll = (): void => controller.abort();
      signal?.addEventListener("abort", stopAll, { once: true });
      if (signal?.aborted) stopAll();
      try {
        const tools = (await host.callableTools(controller.signal)).filter((tool) => tool.name !== CODEMODE_TOOL_NAME);
        const byMethod = new Map(tools.map((tool) => [scriptMethodName(tool.name), tool]));
        const infos = tools.map(scriptToolInfo);
        let counter = 0;
        const functions: Record<string, ScriptFunction> = {
          searchTools: async ([query, opts]) =>
            searchToolInfos(infos, String(query ?? ""), limitOf(opts)).map(({ name, description }) => ({
              name,
              description,
            })),
          describeTool: async ([name]) => {
            const tool = byMethod.get(scriptMethodName(String(name)));
            return tool === undefined
              ? undefined
              : { name: tool.name, description: tool.description, declaration: declareTool(tool) };
          },
        };
        for (const [method, tool] of byMethod) {
          functions[`tools.${method}`] = async ([args], callSignal) => {
            const id = `${toolCallId}/${++counter}`;
            const input = (typeof args === "object" && args !== null ? args : {}) as Record<string, unknown>;
            const record: CodemodeCallRecord = {
              toolCallId: id,
              toolName: tool.name,
              args: clipRecordedArgs(input),
              isError: false,
            };
            calls.push(record);
            const result = await host.runToolCall(
              { type: "toolCall", id, name: tool.name, arguments: input },
              { parentToolCallId: toolCallId, tools, signal: callSignal },
            );
            record.isError = result.isError;
            const text = resultText(result);
            if (result.isError) throw new Error(text || `${tool.name} failed`);
            return text;
          };
        }
        // The QuickJS glue loads on the first script, not with every session that has the tool.
        const [{ DEFAULT_SCRIPT_MEMORY_BYTES, runScript }, { formatScriptResult }] = await Promise.all([
          import("./run-script.js"),
          import("./format-script-result.js"),
        ]);
        const outcome = await runScript({
          source: script,
          functions,
          values: { ALL_TOOLS: infos.map(({ name, description }) => ({ name, description })) },
          timeoutMs: parsed.options.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          memoryLimitBytes: options.memoryLimitBytes ?? DEFAULT_SCRIPT_MEMORY_BYTES,
          signal: controller.signal,
        });
        const full = formatScriptResult(outcome);
        const shown = limitText(full, parsed.options.maxOutputTokens, options.spill);
        const details: CodemodeDetails = {
          status: outcome.ok ? "completed" : "failed",
          wallMs: Math.round(outcome.wallMs),
          ...(outcome.ok ? {} : { failure: outcome.failure }),
          calls,
          ...(shown.fullOutputPath ? { fullOutputPath: shown.fullOutputPath } : {}),
        };
        const result: AgentToolResult<CodemodeDetails> & { isError?: boolean } = {
          content: [{ type: "text", text: shown.text }],
          details,
        };
        if (!outcome.ok) result.isError = true;
        return result;
      } finally {
        signal?.removeEventListener("abort", stopAll);
      }
    },
  };
}

/** The description: how scripts work, then the declared tools within the budget. */
function describeCodemode(tools: readonly AnyAgentTool[], budget: number): string {
  const listed = tools.filter((tool) => tool.name !== CODEMODE_TOOL_NAME);
  const { text, omitted } = declarationsWithinBudget(listed, budget);
  return [
    "Run JavaScript (the body of an async function, in a sandbox with no Node APIs, files, network or timers) that calls the other tools.",
    "Only the script's output reaches you, so use it to run many calls at once (Promise.all) and to filter large results.",
    "Globals: tools.<name>(args) → Promise<string> (the tool's text; rejects with an Error holding the tool's error text);",
    "text(value) and return add output; console.log(...) adds a console line; ALL_TOOLS is every callable tool as { name, description };",
    "searchTools(query, { limit }) ranks them; describeTool(name) resolves to { name, description, declaration }.",
    "Each call is a real tool call (permissions apply; calls made before a failure are not undone).",
    'An optional first line // @options: {"timeout_ms": 60000, "max_output_tokens": 2000} sets limits.',
    "",
    "declare const tools: {",
    text
      .split("\n")
      .map((line) => `  ${line}`.trimEnd())
      .join("\n"),
    "};",
    ...(omitted.length > 0 ? [`// Not declared here (use describeTool): ${omitted.join(", ")}`] : []),
  ].join("\n");
}

function limitOf(options: unknown): number {
  const limit = (options as { limit?: unknown } | undefined)?.limit;
  return typeof limit === "number" && limit > 0 ? Math.floor(limit) : SEARCH_LIMIT;
}

/** A nested result as the script gets it: its text blocks joined (an image is named, not inlined). */
function resultText(result: ToolResultMessage): string {
  return result.content.map((block) => (block.type === "text" ? block.text : `[image ${block.mimeType}]`)).join("\n");
}

/**
 * Cuts the result like other tools' output, but keeps its start and its end
 * (where `Script error:` is), and spills the full text when cut.
 */
function limitText(
  text: string,
  maxOutputTokens: number | undefined,
  spill: SpillFolder | undefined,
): { text: string; fullOutputPath?: string } {
  const maxBytes = maxOutputTokens === undefined ? DEFAULT_MAX_BYTES : Math.min(DEFAULT_MAX_BYTES, maxOutputTokens * 4);
  const whole = truncateHead(text, { maxLines: DEFAULT_MAX_LINES, maxBytes });
  if (!whole.truncated) return { text };
  const half = { maxLines: Math.floor(DEFAULT_MAX_LINES / 2), maxBytes: Math.floor(maxBytes / 2) };
  const head = truncateHead(text, half);
  const tail = truncateTail(text, half);
  const fullOutputPath = writeSpillFile(text, { folder: spillFolderOf(spill ? { spill } : {}), prefix: "codemode" });
  const omitted = Math.max(0, head.totalLines - head.outputLines - tail.outputLines);
  return {
    text: `${head.content}\n\n[… ${omitted} lines cut; the full output is in ${fullOutputPath} …]\n\n${tail.content}`,
    fullOutputPath,
  };
}
