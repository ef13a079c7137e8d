import type { RegisteredFlag } from "../extensions/extension-registrations.js";
import type { FlagSpec } from "./flag-spec.js";
import { parseArgs, type UsageError } from "./parse-args.js";

/** What {@link readExtensionFlags} read: each extension flag's value and the prompt words that remain. */
export type ExtensionFlagReading =
  | {
      ok: true;
      /** Values of the extension flags given on the command line, by name (absent ones keep their default). */
      values: Record<string, boolean | string>;
      /** The positionals once the extension flags took their values (`--plan-file x`: `x` is no prompt). */
      positionals: string[];
      /** Extension flags that were not registered because a built-in flag has the name. */
      shadowed: RegisteredFlag[];
    }
  | { ok: false; error: UsageError };

function specOf(registered: RegisteredFlag): FlagSpec {
  return {
    name: registered.name,
    kind: registered.flag.type === "boolean" ? "boolean" : "string",
    description: registered.flag.description ?? `from ${registered.extensionPath}`,
    group: "Extension options",
  };
}

/**
 * Reads the command line a second time, once the extensions are loaded:
 * the built-in flags plus those the extensions registered with
 * `registerFlag`. A flag that neither knows is a usage error with the
 * closest name suggested — built-in or extension. An extension flag named
 * like a built-in one never takes its place (it is returned in `shadowed`).
 *
 * @example
 * const first = parseArgs(argv, keelFlags, { deferUnknown: true });
 * // …extensions load and register "plan"…
 * const second = readExtensionFlags(argv, keelFlags, runner.getFlags());
 * // second.ok && second.values.plan === true
 */
export function readExtensionFlags(
  argv: readonly string[],
  builtins: readonly FlagSpec[],
  registered: readonly RegisteredFlag[],
  helpHint = "--help",
): ExtensionFlagReading {
  const taken = new Set(builtins.map((spec) => spec.name));
  const own = registered.filter((flag) => !taken.has(flag.name));
  const shadowed = registered.filter((flag) => taken.has(flag.name));
  const parsed = parseArgs(argv, [...builtins, ...own.map(specOf)], { helpHint });
  if (!parsed.ok) return parsed;
  const values: Record<string, boolean | string> = {};
  for (const flag of own) {
    const value = parsed.args.flags[flag.name];
    if (typeof value === "boolean" || typeof value === "string") values[flag.name] = value;
  }
  return { ok: true, values, positionals: parsed.args.positionals, shadowed };
}
