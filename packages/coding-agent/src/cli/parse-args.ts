import { closestMatch } from "../suggest.js";
import type { UsageError } from "../usage-error.js";
import type { FlagSpec, FlagValue } from "./flag-spec.js";

/** A successful parse: flag values by long name, and the remaining words in order. */
export interface ParsedArgs {
  /** Values of the flags that were given, keyed by {@link FlagSpec.name}. */
  flags: Record<string, FlagValue>;
  /** Words that are not flags (prompt messages and `@file` arguments), in order. */
  positionals: string[];
  /**
   * With {@link ParseOptions.deferUnknown}: the unknown flags, as typed
   * (`--plan`, `--plan-file=x`), left for the extensions' flags to claim.
   * Empty otherwise.
   */
  unknown: string[];
}

/** Options of {@link parseArgs}. */
export interface ParseOptions {
  /** Shown in the unknown-flag hint, e.g. `keel --help`. Default `--help`. */
  helpHint?: string;
  /**
   * Collect unknown long flags in {@link ParsedArgs.unknown} instead of
   * failing: extensions register flags of their own (`registerFlag`) once
   * they are loaded, and the command line is read again then
   * ({@link readExtensionFlags}). A word after an unknown flag stays a
   * positional until that second reading decides.
   */
  deferUnknown?: boolean;
}

export type { UsageError } from "../usage-error.js";

/** The outcome of {@link parseArgs}: errors are data, never thrown. */
export type ParseResult = { ok: true; args: ParsedArgs } | { ok: false; error: UsageError };

/**
 * Parses a command line against a flag table.
 *
 * - `--name value`, `--name=value`, and the short aliases (`-p`, `-na`) as
 *   whole tokens — short flags are never bundled, so `-na` is one flag.
 * - `--` ends the options: every later word is a positional, even `-x`.
 * - A word starting with `-` that names no flag is an error with the closest
 *   flag suggested; so is a missing value. A value may start with `-`
 *   (`--tools -write`) unless it is a known flag.
 *
 * @example
 * const result = parseArgs(["-p", "hi", "--modle", "x"], keelFlags);
 * // { ok: false, error: { message: "unknown option --modle", hint: "did you mean --model? …" } }
 */
export function parseArgs(
  argv: readonly string[],
  specs: readonly FlagSpec[],
  options: ParseOptions | string = {},
): ParseResult {
  const { helpHint = "--help", deferUnknown = false } = typeof options === "string" ? { helpHint: options } : options;
  const byLong = new Map<string, FlagSpec>();
  const byShort = new Map<string, FlagSpec>();
  for (const spec of specs) {
    byLong.set(spec.name, spec);
    for (const short of spec.short ?? []) byShort.set(short, spec);
  }
  const flags: Record<string, FlagValue> = {};
  const positionals: string[] = [];
  const unknown: string[] = [];

  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("-") || word === "-") {
      positionals.push(word);
      continue;
    }
    const isLong = word.startsWith("--");
    const eq = isLong ? word.indexOf("=") : -1;
    const name = isLong ? word.slice(2, eq === -1 ? undefined : eq) : word.slice(1);
    const spec = isLong ? byLong.get(name) : byShort.get(name);
    if (spec === undefined) {
      if (deferUnknown && isLong) {
        unknown.push(word);
        continue;
      }
      return { ok: false, error: unknownFlag(word, isLong, name, specs, helpHint) };
    }
    const shown = isLong ? `--${name}` : word;
    const inline = eq === -1 ? undefined : word.slice(eq + 1);

    switch (spec.kind) {
      case "boolean":
        if (inline !== undefined) {
          return { ok: false, error: { message: `option ${shown} takes no value (got "${inline}")` } };
        }
        flags[spec.name] = true;
        break;
      case "optional-string": {
        const next = argv[i + 1];
        if (inline !== undefined) flags[spec.name] = inline;
        else if (next !== undefined && !next.startsWith("-") && !next.startsWith("@")) {
          flags[spec.name] = next;
          i++;
        } else flags[spec.name] = true;
        break;
      }
      case "string":
      case "list": {
        let value = inline;
        if (value === undefined) {
          const next = argv[i + 1];
          // A value may start with "-" (`--tools -write`, `--name -1`) unless it is itself a known flag.
          if (next === undefined || isKnownFlag(next, byLong, byShort)) {
            return {
              ok: false,
              error: {
                message: `option ${shown} needs a value${spec.valueName ? ` (${spec.valueName})` : ""}`,
                hint: `write ${shown} <${spec.valueName ?? "value"}>`,
              },
            };
          }
          value = next;
          i++;
        }
        if (spec.kind === "string") flags[spec.name] = value;
        else {
          const list = flags[spec.name];
          flags[spec.name] = Array.isArray(list) ? [...list, value] : [value];
        }
        break;
      }
      default: {
        const unreachable: never = spec.kind;
        throw new Error(`unknown flag kind ${String(unreachable)}`);
      }
    }
  }
  return { ok: true, args: { flags, positionals, unknown } };
}

function isKnownFlag(word: string, byLong: Map<string, FlagSpec>, byShort: Map<string, FlagSpec>): boolean {
  if (word === "--") return true;
  if (word.startsWith("--")) {
    const eq = word.indexOf("=");
    return byLong.has(word.slice(2, eq === -1 ? undefined : eq));
  }
  return word.startsWith("-") && byShort.has(word.slice(1));
}

/** The usage error of an unknown flag, with the closest known flag suggested. */
export function unknownFlag(
  word: string,
  isLong: boolean,
  name: string,
  specs: readonly FlagSpec[],
  helpHint: string,
): UsageError {
  // Compared without their dashes (which every flag shares), so `-x` is not "one edit from -p",
  // and a long name typed with one dash (`-modle`) still finds --model.
  const byName = new Map<string, string>();
  for (const spec of specs) {
    for (const short of spec.short ?? []) byName.set(short, `-${short}`);
    byName.set(spec.name, `--${spec.name}`);
  }
  const typed = isLong ? `--${name}` : word;
  const near = closestMatch(name, [...byName.keys()]);
  const match = near === undefined ? undefined : byName.get(near);
  return {
    message: `unknown option ${typed}`,
    hint: `${match ? `did you mean ${match}? ` : ""}(${helpHint} lists every option; put -- before a prompt that starts with "-")`,
  };
}
