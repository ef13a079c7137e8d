import type { Diagnostic } from "../diagnostics.js";
import { closestName } from "./closest-name.js";
import { applyToolList, isToolPattern, matchesToolPattern, parseToolList, splitToolArgs } from "./tool-list.js";
import { DEFAULT_TOOL_NAMES } from "./tool-names.js";

/** One settings layer's `defaultTools`, with the file it came from (for diagnostics). */
export interface ToolSettingsLayer {
  source: string;
  defaultTools: readonly string[];
}

/** The tool options of the command line, as given. */
export interface ToolCliOptions {
  /** Every `--tools` value (each may hold a comma-separated list). */
  tools?: readonly string[];
  /** `--no-tools`: start from an empty set. */
  noTools?: boolean;
  /** Every `--exclude-tools` value (comma-separated names or `*` patterns); applied last. */
  excludeTools?: readonly string[];
}

/** Inputs of {@link resolveToolSelection}. */
export interface ToolSelectionInput {
  /** Every tool that exists: built-ins and extension tools. */
  available: readonly string[];
  /** The starting set. Default {@link DEFAULT_TOOL_NAMES}. */
  defaults?: readonly string[];
  /** `defaultTools` of the user file, then of a trusted project's file. */
  layers?: readonly ToolSettingsLayer[];
  /** The active tools saved in a resumed session: they replace the defaults and settings. */
  resumed?: readonly string[];
  cli?: ToolCliOptions;
}

/** The active tools (in the order of `available`), or why the command line cannot be used. */
export type ToolSelection =
  | { ok: true; active: string[]; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Decides the active tools with pi's rules. Start from the defaults
 * (`read, bash, edit, write`); apply the user's, then the trusted project's
 * `defaultTools` (plain names replace, a list of only `+name`/`-name`
 * entries changes the inherited set; in one list, plain names select and
 * `+`/`-` then apply in order). A resumed session's saved tools replace all
 * of that. Then the command line: `--no-tools` empties the set; `--tools`
 * with plain names (or `*` patterns) replaces it, with only `+name`/`-name`
 * entries changes it, and mixing both forms is an error; `--exclude-tools`
 * (names or patterns) removes tools last.
 *
 * An unknown name on the command line is an error naming it and listing the
 * available tools (exit code 2 for a CLI). In settings or a resumed session
 * it is a warning and the entry is ignored.
 *
 * @example
 * resolveToolSelection({ available: BUILTIN_TOOL_NAMES, cli: { tools: ["+grep,-bash"] } });
 * // { ok: true, active: ["read", "edit", "write", "grep"], diagnostics: [] }
 */
export function resolveToolSelection(input: ToolSelectionInput): ToolSelection {
  const { available } = input;
  const warnings: Diagnostic[] = [];
  const errors: Diagnostic[] = [];
  const known = (name: string) => available.includes(name);

  let active = [...(input.defaults ?? DEFAULT_TOOL_NAMES)].filter(known);
  if (input.resumed !== undefined) {
    const unknown = input.resumed.filter((name) => !known(name));
    for (const name of unknown) {
      warnings.push(
        unknownTool(name, "resumed session", available, "warning", "It is no longer available and stays off."),
      );
    }
    active = input.resumed.filter(known);
  } else {
    for (const layer of input.layers ?? []) {
      const list = layer.defaultTools.filter((entry) => {
        const { name } = parseToolList([entry])[0] ?? { name: entry };
        if (isToolPattern(name) || known(name)) return true;
        warnings.push(unknownTool(name, layer.source, available, "warning", "This entry of defaultTools is ignored."));
        return false;
      });
      // A list emptied by dropping unknown names is ignored, not read as "no tools".
      if (list.length === 0 && layer.defaultTools.length > 0) continue;
      active = applyToolList(active, list, available).filter(known);
    }
  }

  const cli = input.cli ?? {};
  if (cli.noTools === true) active = [];
  if (cli.tools !== undefined) {
    const list = splitToolArgs(cli.tools);
    const entries = parseToolList(list);
    const plain = entries.filter((entry) => entry.kind === "select");
    if (plain.length > 0 && plain.length < entries.length) {
      errors.push({
        severity: "error",
        source: "--tools",
        message: `mixes tool names (${plain.map((e) => e.name).join(", ")}) with +name/-name entries`,
        hint: "Use plain names to replace the set (--tools read,grep) or only +name/-name to change it (--tools +grep,-bash).",
      });
    }
    for (const entry of entries) {
      if (entry.kind !== "select" && isToolPattern(entry.name)) {
        errors.push({
          severity: "error",
          source: "--tools",
          message: `"${entry.kind === "add" ? "+" : "-"}${entry.name}": +name/-name take exact tool names, not patterns`,
          hint: "Use --exclude-tools for patterns.",
        });
      } else if (!isToolPattern(entry.name) && !known(entry.name) && !entry.name.startsWith("mcp__")) {
        // MCP tools (mcp__…) are known only once their servers connect (see src/mcp/mcp-tool-filter.ts).
        errors.push(unknownTool(entry.name, "--tools", available, "error"));
      }
    }
    if (errors.length === 0) active = applyToolList(active, list, available);
  }
  for (const pattern of splitToolArgs(cli.excludeTools ?? [])) {
    if (!isToolPattern(pattern) && !known(pattern) && !pattern.startsWith("mcp__")) {
      errors.push(unknownTool(pattern, "--exclude-tools", available, "error"));
      continue;
    }
    active = active.filter((name) => !matchesToolPattern(pattern, name));
  }
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  return { ok: true, active: available.filter((name) => active.includes(name)), diagnostics: warnings };
}

function unknownTool(
  name: string,
  source: string,
  available: readonly string[],
  severity: "error" | "warning",
  extra?: string,
): Diagnostic {
  const near = closestName(name, available);
  const suggestion = near === undefined ? "" : `Did you mean "${near}"? `;
  return {
    severity,
    source,
    message: `unknown tool "${name}"`,
    hint: `${suggestion}Available tools: ${available.join(", ")}.${extra === undefined ? "" : ` ${extra}`}`,
  };
}
