import { isAbsolute, resolve } from "node:path";

/**
 * One row of the name table: a Keel built-in tool and the Claude Code tool
 * a hook script knows it as, with the fields whose names differ
 * (`[claudeField, keelField]`).
 */
export interface ToolNameRow {
  keel: string;
  /** Claude Code's names; the first is the one sent as `tool_name` (see {@link claudeToolName} for `edit`). */
  claude: readonly string[];
  /** Fields renamed between the two: `[claude, keel]`. Paths among them are sent absolute. */
  fields: readonly (readonly [string, string])[];
}

/**
 * The one table between Keel's built-in tools and Claude Code's tools
 * (docs/hooks.md prints it). MCP tools are `mcp__<server>__<tool>` in both.
 */
export const TOOL_NAME_TABLE: readonly ToolNameRow[] = [
  { keel: "bash", claude: ["Bash"], fields: [] },
  { keel: "read", claude: ["Read"], fields: [["file_path", "path"]] },
  { keel: "write", claude: ["Write"], fields: [["file_path", "path"]] },
  { keel: "edit", claude: ["Edit", "MultiEdit"], fields: [["file_path", "path"]] },
  {
    keel: "grep",
    claude: ["Grep"],
    fields: [
      ["-i", "ignoreCase"],
      ["-C", "context"],
      ["head_limit", "limit"],
    ],
  },
  { keel: "find", claude: ["Glob"], fields: [] },
  { keel: "ls", claude: ["LS"], fields: [] },
];

const BY_KEEL = new Map(TOOL_NAME_TABLE.map((row) => [row.keel, row]));
const PATH_FIELDS = new Set(["path", "file_path"]);

/** The table's row for a Keel tool, if it has one. */
export function toolNameRow(keelName: string): ToolNameRow | undefined {
  return BY_KEEL.get(keelName);
}

function editCount(args: Record<string, unknown>): number {
  return Array.isArray(args.edits) ? args.edits.length : 0;
}

/**
 * The `tool_name` a hook is sent: Claude Code's name where the table maps
 * one (`edit` with several edits is `MultiEdit`), else Keel's own name
 * (MCP tools are already `mcp__server__tool`).
 */
export function claudeToolName(keelName: string, args: Record<string, unknown>): string {
  const row = BY_KEEL.get(keelName);
  if (row === undefined) return keelName;
  if (keelName === "edit" && editCount(args) > 1) return "MultiEdit";
  return row.claude[0] ?? keelName;
}

/**
 * Every name a matcher may match for a call: Keel's name and each Claude
 * Code name of the tool (so `Edit` and `MultiEdit` both match every edit:
 * a formatter written for either runs after each one).
 */
export function matcherNames(keelName: string): string[] {
  const row = BY_KEEL.get(keelName);
  return row === undefined ? [keelName] : [keelName, ...row.claude];
}

function absolute(value: unknown, cwd: string): unknown {
  return typeof value === "string" && value !== "" && !isAbsolute(value) ? resolve(cwd, value) : value;
}

/**
 * The `tool_input` a hook is sent: Keel's arguments, plus the same values
 * under Claude Code's field names (`file_path`, `old_string`/`new_string`
 * for a single edit, `edits[].old_string`…), with paths made absolute
 * from `cwd`.
 *
 * @example
 * hookToolInput("write", { path: "a.ts", content: "x" }, "/p");
 * // { path: "/p/a.ts", content: "x", file_path: "/p/a.ts" }
 */
export function hookToolInput(keelName: string, args: Record<string, unknown>, cwd: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...args };
  for (const key of PATH_FIELDS) if (key in out) out[key] = absolute(out[key], cwd);
  const row = BY_KEEL.get(keelName);
  if (row === undefined) return out;
  for (const [claude, keel] of row.fields) {
    if (out[keel] !== undefined) out[claude] = PATH_FIELDS.has(claude) ? absolute(out[keel], cwd) : out[keel];
  }
  if (keelName === "edit" && Array.isArray(args.edits)) {
    const edits = (args.edits as Record<string, unknown>[]).map((edit) => ({
      ...edit,
      old_string: edit.oldText,
      new_string: edit.newText,
    }));
    out.edits = edits;
    if (edits.length === 1) {
      out.old_string = edits[0]?.old_string;
      out.new_string = edits[0]?.new_string;
      out.replace_all = false;
    }
  }
  return out;
}

/**
 * Turns a hook's `updatedInput` back into Keel's arguments. A field given
 * under both names takes the one the hook changed (compared with what it
 * was sent); Claude-only fields are dropped. The caller re-validates the
 * result against the tool's schema.
 */
export function keelToolInput(
  keelName: string,
  updated: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const row = BY_KEEL.get(keelName);
  if (row === undefined) return { ...updated };
  const out: Record<string, unknown> = { ...updated };
  const changed = (key: string) => key in updated && !sameJson(updated[key], sent[key]);
  for (const [claude, keel] of row.fields) {
    if (changed(claude) || (!(keel in updated) && claude in updated)) out[keel] = updated[claude];
    delete out[claude];
  }
  if (keelName === "edit") {
    if (changed("old_string") || changed("new_string")) {
      const first = Array.isArray(sent.edits) ? (sent.edits[0] as Record<string, unknown> | undefined) : undefined;
      out.edits = [{ oldText: updated.old_string ?? first?.oldText, newText: updated.new_string ?? first?.newText }];
    } else if (Array.isArray(updated.edits)) {
      const before = Array.isArray(sent.edits) ? (sent.edits as Record<string, unknown>[]) : [];
      out.edits = (updated.edits as Record<string, unknown>[]).map((edit, i) => {
        const was = before[i] ?? {};
        const pick = (claude: string, keel: string) =>
          edit[claude] !== undefined && (edit[keel] === undefined || !sameJson(edit[claude], was[claude]))
            ? edit[claude]
            : edit[keel];
        return { oldText: pick("old_string", "oldText"), newText: pick("new_string", "newText") };
      });
    }
    delete out.old_string;
    delete out.new_string;
    delete out.replace_all;
  }
  return out;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
