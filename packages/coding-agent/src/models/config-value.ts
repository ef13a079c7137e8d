import { execFile } from "node:child_process";
import type { Env } from "../home/keel-home.js";

/** Runs a `!command` of a config value and returns its standard output. */
export type CommandRunner = (command: string) => Promise<string>;

/** A resolved config value, or why it could not be resolved. */
export type ConfigValueResult = { ok: true; value: string } | { ok: false; message: string };

const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;

/**
 * Runs `command` through the platform shell (`sh -c` / `cmd /c`) and returns
 * its standard output. A non-zero exit or more than 30 s is a failure.
 */
export const runShellCommand: CommandRunner = (command) =>
  new Promise((resolve, reject) => {
    const [file, args] =
      process.platform === "win32" ? ["cmd.exe", ["/d", "/s", "/c", command]] : ["/bin/sh", ["-c", command]];
    execFile(file, args, { timeout: 30_000, maxBuffer: 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      if (error) reject(new Error(stderr.trim() || error.message));
      else resolve(stdout);
    });
  });

/**
 * Resolves an `apiKey` value of `models.json`, with pi's rules:
 * - `!command`: the command's standard output, trimmed (run each time a key is needed, never cached);
 * - a name such as `MY_API_KEY` (capitals, digits, `_`) that is set in the environment: that variable's value;
 * - text with `$NAME` or `${NAME}`: those variables filled in (an unset one is an error); `$$` is a literal `$`,
 *   and a leading `$!` a literal `!`;
 * - anything else: the literal text.
 *
 * @example
 * await resolveConfigValue("!pass show openrouter", { env: process.env }); // { ok: true, value: "sk-…" }
 */
export async function resolveConfigValue(
  value: string,
  options: { env: Env; run?: CommandRunner },
): Promise<ConfigValueResult> {
  const { env } = options;
  if (value.startsWith("!")) {
    const command = value.slice(1).trim();
    if (command === "") return { ok: false, message: 'the command after "!" is empty' };
    try {
      const out = (await (options.run ?? runShellCommand)(command)).trim();
      if (out === "") return { ok: false, message: `the command \`${command}\` printed nothing` };
      return { ok: true, value: out };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `the command \`${command}\` failed: ${reason}` };
    }
  }
  if (ENV_NAME.test(value)) {
    const set = env[value];
    return { ok: true, value: set !== undefined && set !== "" ? set : value };
  }
  return interpolate(value, env);
}

function interpolate(value: string, env: Env): ConfigValueResult {
  let out = "";
  let i = 0;
  if (value.startsWith("$!")) {
    out = "!";
    i = 2;
  }
  while (i < value.length) {
    const c = value.charAt(i);
    if (c !== "$") {
      out += c;
      i++;
      continue;
    }
    const next = value.charAt(i + 1);
    if (next === "$") {
      out += "$";
      i += 2;
      continue;
    }
    const braced = next === "{" ? /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(value.slice(i)) : null;
    const bare = braced ? null : /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(value.slice(i));
    const match = braced ?? bare;
    if (!match?.[1]) {
      out += c;
      i++;
      continue;
    }
    const name = match[1];
    const set = env[name];
    if (set === undefined || set === "") return { ok: false, message: `the environment variable ${name} is not set` };
    out += set;
    i += match[0].length;
  }
  return { ok: true, value: out };
}

/** Whether a value names a source that may hold a key without running anything (for listings). */
export function describeConfigValue(value: string): "command" | "environment" | "literal" {
  if (value.startsWith("!")) return "command";
  if (ENV_NAME.test(value) || /\$\{?[A-Za-z_]/.test(value.replaceAll("$$", ""))) return "environment";
  return "literal";
}
