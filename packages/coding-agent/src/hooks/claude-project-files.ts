import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { parseJsonDocument } from "../config-files/json-document.js";
import type { Diagnostic } from "../diagnostics.js";
import { type HooksSettings, HooksSettingsSchema } from "../settings/hooks-settings-schema.js";
import type { HookSource } from "./configured-hooks.js";

/** The parts of a project's `.claude/` folder that Keel reads (trusted projects only, `compat.claude`). */
export interface ClaudeProjectPaths {
  /** `<root>/.claude`. */
  dir: string;
  /** `.claude/settings.json`: only its `hooks`. */
  settings: string;
  /** `.claude/settings.local.json`: only its `hooks`. */
  localSettings: string;
  /** `.claude/skills/`: skills, as Keel's own. */
  skills: string;
  /** `.claude/commands/`: slash commands, as prompt templates. */
  commands: string;
}

/** The name of the folder Claude Code keeps a project's config in. */
export const CLAUDE_PROJECT_DIR = ".claude";

/** Every part of `<root>/.claude/` that Keel reads. */
export function claudeProjectPaths(root: string): ClaudeProjectPaths {
  const dir = join(root, CLAUDE_PROJECT_DIR);
  return {
    dir,
    settings: join(dir, "settings.json"),
    localSettings: join(dir, "settings.local.json"),
    skills: join(dir, "skills"),
    commands: join(dir, "commands"),
  };
}

let validate: ValidateFunction | undefined;

/**
 * Reads the `hooks` of one Claude Code settings file. Nothing else of the
 * file is used — in particular its `permissions` never apply (a project
 * cannot grant itself permissions in Keel). A missing file, or one
 * without `hooks`, gives no source and no problem.
 */
export async function readClaudeHooks(
  path: string,
  scope: "claude-project" | "claude-local",
): Promise<{ source: HookSource | undefined; diagnostics: Diagnostic[] }> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { source: undefined, diagnostics: [] };
    const reason = error instanceof Error ? error.message : String(error);
    return { source: undefined, diagnostics: [{ severity: "error", source: path, message: `cannot read: ${reason}` }] };
  }
  if (text.trim() === "") return { source: undefined, diagnostics: [] };
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    return {
      source: undefined,
      diagnostics: [
        {
          severity: "error",
          source: path,
          line: doc.line,
          column: doc.column,
          message: `invalid JSON (${doc.message}); its hooks do not run`,
        },
      ],
    };
  }
  const hooks = (doc.value as { hooks?: unknown } | null)?.hooks;
  if (hooks === undefined) return { source: undefined, diagnostics: [] };
  // The schema compiler loads only when a project has .claude/ hooks (never at a plain start-up).
  validate ??= (await import("../validation/compile-schema.js")).compileSchema(HooksSettingsSchema);
  if (!validate(hooks)) {
    const diagnostics: Diagnostic[] = (validate.errors ?? []).map((error) => ({
      severity: "error",
      source: path,
      path: `/hooks${error.instancePath}`,
      message: `${error.message ?? "is not valid"}; this file's hooks do not run`,
      hint: 'Each event holds a list of { matcher, hooks: [ { type: "command", command, timeout } ] }.',
    }));
    return { source: undefined, diagnostics };
  }
  return { source: { scope, source: path, hooks: hooks as HooksSettings }, diagnostics: [] };
}
