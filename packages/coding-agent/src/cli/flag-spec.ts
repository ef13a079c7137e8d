/**
 * How a command-line flag takes its value:
 * - `boolean`: no value (`--verbose`);
 * - `string`: exactly one value (`--model x`, `--model=x`); given twice, the last wins;
 * - `list`: one value, repeatable, collected in order (`-e a.ts -e b.ts`);
 * - `optional-string`: an optional value that must not look like a flag or a
 *   prompt-file (`--list-models`, `--list-models sonnet`).
 */
export type FlagKind = "boolean" | "string" | "list" | "optional-string";

/** One flag a command accepts. Names follow the reference runtime's where it has them. */
export interface FlagSpec {
  /** The long name without dashes, e.g. `"no-tools"`. It is also the key in {@link ParsedArgs.flags}. */
  name: string;
  /** Short aliases without the leading dash, e.g. `["p"]` or `["na"]` (whole tokens; never bundled). */
  short?: readonly string[];
  kind: FlagKind;
  /** One line for `--help`. */
  description: string;
  /** The value's placeholder in `--help`, e.g. `"provider/id"`. */
  valueName?: string;
  /** Section heading in `--help`. */
  group?: string;
}

/** The value a parsed flag holds, by kind. */
export type FlagValue = boolean | string | string[] | true;
