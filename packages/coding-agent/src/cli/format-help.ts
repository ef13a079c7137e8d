import type { FlagSpec } from "./flag-spec.js";

/** One row of a two-column help section: a command or example, and what it does. */
export interface HelpRow {
  name: string;
  description: string;
}

/** What `--help` shows besides the flags. */
export interface HelpText {
  /** Usage lines, e.g. `keel [options] [--] [@files...] [messages...]`. */
  usage: readonly string[];
  /** Sub-commands with one line each. */
  commands?: readonly HelpRow[];
  /** Example command lines and what each does (an aligned "Examples:" section after the flags). */
  examples?: readonly HelpRow[];
  /** Closing lines (environment variables, where keys go). */
  footer?: readonly string[];
}

/** The widest left column before a longer entry gets its description on the next line. */
const MAX_LEFT = 44;

/** The left column's width for these rows: the longest entry, at most {@link MAX_LEFT}. */
function columnWidth(rows: readonly HelpRow[]): number {
  return Math.min(MAX_LEFT, Math.max(0, ...rows.map((row) => row.name.length)));
}

/**
 * Two aligned columns, indented by two spaces; an entry longer than
 * `width` gets its description on the next line, in the description
 * column, so every description starts in the same column whatever the
 * widths.
 */
function columns(rows: readonly HelpRow[], width = columnWidth(rows)): string[] {
  return rows.flatMap(({ name, description }) =>
    name.length > width
      ? [`  ${name}`, `  ${" ".repeat(width)}  ${description}`]
      : [`  ${name.padEnd(width)}  ${description}`],
  );
}

/** Renders `--help`: usage, commands, the flags grouped by section, examples, then the footer; every section aligned. */
export function formatHelp(specs: readonly FlagSpec[], text: HelpText): string {
  const lines: string[] = ["Usage:", ...text.usage.map((line) => `  ${line}`)];
  if (text.commands && text.commands.length > 0) lines.push("", "Commands:", ...columns(text.commands));
  const row = (spec: FlagSpec): HelpRow => {
    const names = [...(spec.short ?? []).map((s) => `-${s}`), `--${spec.name}`].join(", ");
    const value = spec.valueName ?? "value";
    const name =
      spec.kind === "boolean" ? names : spec.kind === "optional-string" ? `${names} [${value}]` : `${names} <${value}>`;
    return { name, description: spec.description };
  };
  const groups = new Map<string, HelpRow[]>();
  for (const spec of specs) {
    const group = spec.group ?? "Options";
    groups.set(group, [...(groups.get(group) ?? []), row(spec)]);
  }
  // One width for every flag group, so all flag descriptions share a column.
  const width = columnWidth([...groups.values()].flat());
  for (const [group, rows] of groups) lines.push("", `${group}:`, ...columns(rows, width));
  if (text.examples && text.examples.length > 0) lines.push("", "Examples:", ...columns(text.examples));
  if (text.footer && text.footer.length > 0) lines.push("", ...text.footer);
  return `${lines.join("\n")}\n`;
}
