import type { FlagSpec } from "./flag-spec.js";

/** What `--help` shows besides the flags. */
export interface HelpText {
  /** Usage lines, e.g. `keel [options] [--] [@files...] [messages...]`. */
  usage: readonly string[];
  /** Sub-commands with one line each. */
  commands?: readonly { name: string; description: string }[];
  /** Closing lines (examples, environment variables). */
  footer?: readonly string[];
}

/** Renders `--help`: usage, commands, then the flags grouped by section, aligned. */
export function formatHelp(specs: readonly FlagSpec[], text: HelpText): string {
  const lines: string[] = ["Usage:", ...text.usage.map((line) => `  ${line}`)];
  if (text.commands && text.commands.length > 0) {
    const width = Math.max(...text.commands.map((c) => c.name.length));
    lines.push("", "Commands:", ...text.commands.map((c) => `  ${c.name.padEnd(width)}  ${c.description}`));
  }
  const left = (spec: FlagSpec): string => {
    const names = [...(spec.short ?? []).map((s) => `-${s}`), `--${spec.name}`].join(", ");
    if (spec.kind === "boolean") return names;
    const value = spec.valueName ?? "value";
    return spec.kind === "optional-string" ? `${names} [${value}]` : `${names} <${value}>`;
  };
  const width = Math.min(44, Math.max(...specs.map((spec) => left(spec).length)));
  const groups = new Map<string, FlagSpec[]>();
  for (const spec of specs) {
    const group = spec.group ?? "Options";
    groups.set(group, [...(groups.get(group) ?? []), spec]);
  }
  for (const [group, members] of groups) {
    lines.push("", `${group}:`);
    for (const spec of members) lines.push(`  ${left(spec).padEnd(width)}  ${spec.description}`);
  }
  if (text.footer && text.footer.length > 0) lines.push("", ...text.footer);
  return `${lines.join("\n")}\n`;
}
