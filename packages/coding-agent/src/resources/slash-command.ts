/**
 * The one definition of a slash command's name: a letter or digit, then
 * letters, digits, `-`, `_`, `.` and `:` (`review`, `skill:pdf-tools`,
 * `plan:2`, `v1.2`). Letters and digits of any script count.
 */
const NAME = "[\\p{L}\\p{N}][\\p{L}\\p{N}_.:-]*";
const COMMAND = new RegExp(`^/(${NAME})(?:\\s+([\\s\\S]*))?$`, "u");
const PREFIX = new RegExp(`^/((?:${NAME})?)$`, "u");

/** A line that invokes a slash command: its name (without the `/`) and the rest of the line. */
export interface SlashCommand {
  name: string;
  /** Everything after the name and the blanks that follow it, trimmed; `""` when there is nothing. */
  args: string;
}

/**
 * Reads `/name args` from a line the user typed (blanks around it ignored).
 * Anything else is `undefined`: plain text, a `/` alone, a path such as
 * `/a/b` or `/etc/hosts is missing`, or a name with other characters.
 * Every place that recognises commands uses this (the terminal UI, the
 * runtime's extension commands, prompt templates, `/skill:name`), so they
 * agree on what is a command.
 *
 * @example
 * parseSlashCommand("/review  src/a.ts fast"); // { name: "review", args: "src/a.ts fast" }
 * parseSlashCommand("/a/b"); // undefined: a path
 */
export function parseSlashCommand(text: string): SlashCommand | undefined {
  const match = COMMAND.exec(text.trim());
  if (match?.[1] === undefined) return undefined;
  return { name: match[1], args: (match[2] ?? "").trim() };
}

/**
 * The part of a command name typed so far, when `text` (the editor's text up
 * to the cursor) is `/` and the start of a name: `"re"` for `/re`, `""` for
 * `/`. `undefined` otherwise (completion then offers no commands).
 */
export function slashCommandPrefix(text: string): string | undefined {
  return PREFIX.exec(text)?.[1];
}
