import { DYNAMIC } from "./shell-words.js";

/** What a wrapper program runs, as far as its arguments say. */
export interface Unwrapped {
  /** Commands it runs (words, `DYNAMIC` where a value is only known at run time). */
  commands: string[][];
  /** Shell scripts it runs (`sh -c '…'`), to be parsed in turn. */
  scripts: string[];
  /** Set when the wrapper's arguments cannot be followed; the call then asks. */
  opaque?: string;
  /** The wrapper sets environment variables for the wrapped command (`env A=1 cmd`). */
  setsEnvironment?: boolean;
  /** The wrapper changes the folder relative paths resolve from (`env -C dir`). */
  changesDirectory?: boolean;
}

const NOTHING: Unwrapped = { commands: [], scripts: [] };
const opaque = (reason: string): Unwrapped => ({ commands: [], scripts: [], opaque: reason });

function isNegativeNumber(word: string): boolean {
  return word.length > 1 && [...word.slice(1)].every((ch) => ch >= "0" && ch <= "9");
}

/** Options of a wrapper: which take a value, which do not; `-` + digits (nice -10) is allowed when `numeric`. */
interface OptionSpec {
  flags: readonly string[];
  valued: readonly string[];
  numeric?: boolean;
}

/**
 * Skips a wrapper's options from `start`; returns the index of the first
 * operand, or a reason when an option is unknown or computed.
 */
function skipOptions(words: readonly string[], start: number, spec: OptionSpec, program: string): number | string {
  let i = start;
  while (i < words.length) {
    const word = words[i] as string;
    if (word.includes(DYNAMIC)) return `an option of ${program} is computed at run time`;
    if (word === "--") return i + 1;
    if (!word.startsWith("-") || word === "-") return i;
    if (spec.numeric && isNegativeNumber(word)) {
      i++;
      continue;
    }
    const eq = word.indexOf("=");
    const name = eq > 0 ? word.slice(0, eq) : word;
    if (spec.valued.includes(name)) {
      i += eq > 0 ? 1 : 2;
      continue;
    }
    if (spec.flags.includes(name)) {
      i++;
      continue;
    }
    // A short option with its value attached (`-n5`, `-uroot`).
    if (!word.startsWith("--") && spec.valued.includes(word.slice(0, 2))) {
      i++;
      continue;
    }
    return `${program} option ${word} is not one the checker knows`;
  }
  return i;
}

function afterOptions(words: readonly string[], spec: OptionSpec, program: string, skipOperands = 0): Unwrapped {
  const at = skipOptions(words, 1, spec, program);
  if (typeof at === "string") return opaque(at);
  const rest = words.slice(at + skipOperands);
  return rest.length === 0 ? NOTHING : { commands: [rest], scripts: [] };
}

const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash"]);

/**
 * Whether a shell command reads its script from standard input (`bash`,
 * `sh -s`, `bash -`): no `-c` and no script file operand.
 */
export function shellReadsStdin(words: readonly string[]): boolean {
  const first = words[0] ?? "";
  if (!SHELLS.has(first.slice(first.lastIndexOf("/") + 1))) return false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (word === "-o" || word === "+o" || word === "--rcfile" || word === "--init-file") {
      i++;
      continue;
    }
    if (word === "-" || word === "--") return i + 1 >= words.length || word === "-";
    if (word.startsWith("--")) continue;
    if ((word.startsWith("-") || word.startsWith("+")) && word.length > 1) {
      if (word.startsWith("-") && word.includes("c")) return false;
      if (word.startsWith("-") && word.includes("s")) return true;
      continue;
    }
    return false;
  }
  return true;
}

function unwrapShell(words: readonly string[], program: string): Unwrapped {
  let runsString = false;
  let i = 1;
  for (; i < words.length; i++) {
    const word = words[i] as string;
    if (word.includes(DYNAMIC)) return opaque(`an option of ${program} is computed at run time`);
    if (word === "--") {
      i++;
      break;
    }
    if (word === "-o" || word === "+o" || word === "--rcfile" || word === "--init-file") {
      i++;
      continue;
    }
    if (word.startsWith("--")) continue;
    if ((word.startsWith("-") || word.startsWith("+")) && word.length > 1) {
      if (word.startsWith("-") && word.includes("c")) runsString = true;
      continue;
    }
    break;
  }
  if (!runsString) return NOTHING; // a script file or stdin: only the command itself is checked
  const script = words[i];
  if (script === undefined) return opaque(`${program} -c has no command`);
  if (script.includes(DYNAMIC)) return opaque(`the script given to ${program} -c is computed at run time`);
  return { commands: [], scripts: [script] };
}

function unwrapEnv(words: readonly string[]): Unwrapped {
  let setsEnvironment = false;
  let changesDirectory = false;
  let i = 1;
  for (; i < words.length; i++) {
    const word = words[i] as string;
    if (word.includes(DYNAMIC)) return opaque("an argument of env is computed at run time");
    if (word === "--") {
      i++;
      break;
    }
    if (word === "-S" || word.startsWith("--split-string") || word.startsWith("-S")) {
      return opaque("env -S splits a string into a command the checker cannot see");
    }
    if (["-i", "-0", "--null", "--ignore-environment", "-v", "--debug", "-"].includes(word)) continue;
    if (word === "-u" || word === "--unset" || word === "-C" || word === "--chdir") {
      if (word === "-C" || word === "--chdir") changesDirectory = true;
      i++;
      continue;
    }
    if (word.startsWith("--unset=") || (word.startsWith("-u") && word.length > 2)) continue;
    if (word.startsWith("--chdir=") || (word.startsWith("-C") && word.length > 2)) {
      changesDirectory = true;
      continue;
    }
    if (word.startsWith("-")) return opaque(`env option ${word} is not one the checker knows`);
    const eq = word.indexOf("=");
    if (eq > 0) {
      setsEnvironment = true;
      continue;
    }
    break;
  }
  const rest = words.slice(i);
  if (rest.length === 0) return NOTHING;
  return { commands: [rest], scripts: [], setsEnvironment, changesDirectory };
}

function unwrapFind(words: readonly string[]): Unwrapped {
  const commands: string[][] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (word === "-exec" || word === "-execdir" || word === "-ok" || word === "-okdir") {
      const start = i + 1;
      let end = start;
      while (end < words.length && words[end] !== ";" && words[end] !== "+") end++;
      const command = words.slice(start, end).map((w) => (w === "{}" ? DYNAMIC : w));
      if (command.length === 0) return opaque(`find ${word} has no command`);
      commands.push(command);
      i = end;
    }
  }
  return { commands, scripts: [] };
}

const XARGS: OptionSpec = {
  flags: [
    "-0",
    "-r",
    "-t",
    "-p",
    "-x",
    "--null",
    "--no-run-if-empty",
    "--verbose",
    "--interactive",
    "--exit",
    "-o",
    "--open-tty",
  ],
  valued: [
    "-a",
    "-d",
    "-E",
    "-I",
    "-L",
    "-n",
    "-P",
    "-s",
    "--arg-file",
    "--delimiter",
    "--eof",
    "--replace",
    "--max-lines",
    "--max-args",
    "--max-procs",
    "--max-chars",
    "--process-slot-var",
  ],
};
const SUDO: OptionSpec = {
  flags: [
    "-A",
    "-b",
    "-E",
    "-H",
    "-K",
    "-k",
    "-n",
    "-P",
    "-S",
    "--preserve-env",
    "--non-interactive",
    "--background",
    "--set-home",
    "--askpass",
    "--stdin",
    "--reset-timestamp",
  ],
  valued: [
    "-C",
    "-D",
    "-g",
    "-h",
    "-p",
    "-R",
    "-r",
    "-t",
    "-T",
    "-U",
    "-u",
    "--user",
    "--group",
    "--chdir",
    "--chroot",
    "--prompt",
    "--role",
    "--type",
    "--command-timeout",
    "--other-user",
    "--host",
    "--close-from",
  ],
};

/**
 * What a wrapper program runs: `env`, `xargs`, `nohup`, `builtin`, `timeout`, `nice`,
 * `command`, `exec`, `sudo`, `doas`, `setsid`, `stdbuf`, `ionice`, `find
 * -exec`, and shells given `-c`. Options are read exactly (an option the
 * checker does not know makes the call ask); anything else returns nothing
 * to unwrap. `xargs` appends arguments known only at run time.
 */
export function unwrapCommand(words: readonly string[]): Unwrapped {
  const first = words[0] ?? "";
  const program = first.slice(first.lastIndexOf("/") + 1);
  if (SHELLS.has(program)) return unwrapShell(words, program);
  switch (program) {
    case "env":
      return unwrapEnv(words);
    case "nohup":
    case "builtin":
      return afterOptions(words, { flags: [], valued: [] }, program);
    case "timeout":
      return afterOptions(
        words,
        {
          flags: ["--preserve-status", "--foreground", "-v", "--verbose", "-f", "-p"],
          valued: ["-s", "-k", "--signal", "--kill-after"],
        },
        program,
        1,
      );
    case "nice":
      return afterOptions(words, { flags: [], valued: ["-n", "--adjustment"], numeric: true }, program);
    case "command":
      return afterOptions(words, { flags: ["-p", "-v", "-V"], valued: [] }, program);
    case "exec":
      return afterOptions(words, { flags: ["-c", "-l"], valued: ["-a"] }, program);
    case "setsid":
      return afterOptions(words, { flags: ["-c", "-f", "-w", "--ctty", "--fork", "--wait"], valued: [] }, program);
    case "stdbuf":
      return afterOptions(words, { flags: [], valued: ["-i", "-o", "-e", "--input", "--output", "--error"] }, program);
    case "ionice":
      return afterOptions(words, { flags: ["-t"], valued: ["-c", "-n", "--class", "--classdata"] }, program);
    case "doas":
      return afterOptions(words, { flags: ["-n"], valued: ["-u", "-C"] }, program);
    case "sudo": {
      if (
        words.some(
          (w) => w === "-e" || w === "--edit" || w === "-s" || w === "--shell" || w === "-i" || w === "--login",
        )
      ) {
        return opaque(
          `sudo ${words.find((w) => ["-e", "--edit", "-s", "--shell", "-i", "--login"].includes(w))} starts a shell or an editor the checker cannot see`,
        );
      }
      return afterOptions(words, SUDO, program);
    }
    case "xargs": {
      const at = skipOptions(words, 1, XARGS, program);
      if (typeof at === "string") return opaque(at);
      const rest = words.slice(at);
      return { commands: [[...(rest.length === 0 ? ["echo"] : rest), DYNAMIC]], scripts: [] };
    }
    case "find":
      return unwrapFind(words);
    default:
      return NOTHING;
  }
}
