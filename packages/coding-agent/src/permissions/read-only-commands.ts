import { DYNAMIC } from "./shell-words.js";

/**
 * Programs that only read or print, for `permissions.allowReadOnlyCommands`.
 * Each maps to the options that would make it write or run something
 * (those calls are not covered and ask as usual).
 */
const READ_ONLY: ReadonlyMap<string, readonly string[]> = new Map([
  ["pwd", []],
  ["ls", []],
  ["cat", []],
  ["head", []],
  ["tail", []],
  ["wc", []],
  ["echo", []],
  ["printf", ["-v"]],
  ["grep", []],
  ["rg", ["--pre"]],
  ["which", []],
  ["whoami", []],
  ["date", ["-s", "--set"]],
  ["uname", []],
  ["id", []],
  ["basename", []],
  ["dirname", []],
  ["realpath", []],
  ["file", ["-C", "--compile"]],
  ["stat", []],
  ["du", []],
  ["df", []],
  ["tree", ["-o"]],
  ["diff", []],
  ["cmp", []],
  ["true", []],
  ["false", []],
  ["test", []],
  ["[", []],
  ["cd", []],
  ["find", ["-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"]],
]);

/** git sub-commands that only read, and the options that would make them write. */
const GIT_READ_ONLY = new Set(["status", "log", "diff", "show", "rev-parse", "branch", "ls-files", "blame"]);
const GIT_WRITING_OPTIONS = ["--output", "-o", "-c", "--exec-path", "-d", "-D", "-m", "-M", "--delete", "--move", "-C"];

/**
 * Whether the curated read-only preset covers a simple command: a listed
 * program called by its bare name, with no option that writes or runs
 * something, no run-time values, and no argument that names a place outside
 * the project by itself (`/…`, `~…`, `..`).
 *
 * @example
 * isCuratedReadOnly(["git", "status"]); // true
 * isCuratedReadOnly(["find", ".", "-delete"]); // false
 */
export function isCuratedReadOnly(words: readonly string[]): boolean {
  const [program, ...args] = words;
  if (program === undefined || program.includes("/")) return false;
  if (args.some((arg) => arg.includes(DYNAMIC) || leavesProject(arg))) return false;
  if (program === "git") {
    const [sub, ...rest] = args;
    return sub !== undefined && GIT_READ_ONLY.has(sub) && !rest.some((arg) => hasOption(arg, GIT_WRITING_OPTIONS));
  }
  const writing = READ_ONLY.get(program);
  if (writing === undefined) return false;
  return !args.some((arg) => hasOption(arg, writing));
}

function hasOption(arg: string, options: readonly string[]): boolean {
  return options.some((option) => arg === option || arg.startsWith(`${option}=`));
}

function leavesProject(arg: string): boolean {
  const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg;
  return value.startsWith("/") || value.startsWith("~") || value.split("/").includes("..");
}
