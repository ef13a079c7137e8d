import { DYNAMIC } from "./shell-words.js";

/**
 * Bash's own variables (the manual's "Shell Variables") whose value changes
 * which program a later name runs, what the shell runs on its own (start-up
 * files, prompts, traps of the trace), or which file it reads or writes —
 * plus the loader's and common programs' variables that do the same.
 */
const STEERING = new Set([
  // Which program a name runs, and how words become a command name.
  "PATH",
  "BASH_CMDS",
  "BASH_ALIASES",
  "EXECIGNORE",
  "IFS",
  "GLOBIGNORE",
  "GLOBSORT",
  "BASH_LOADABLES_PATH",
  "BASH_COMPAT",
  "POSIXLY_CORRECT",
  "FUNCNEST",
  "auto_resume",
  "DIRSTACK",
  // Code the shell runs by itself: start-up files, prompts (expanded with $(…)), the trace prompt.
  "BASH_ENV",
  "ENV",
  "SHELLOPTS",
  "BASHOPTS",
  "PROMPT_COMMAND",
  "PS0",
  "PS1",
  "PS2",
  "PS3",
  "PS4",
  "TMOUT",
  "INPUTRC",
  "SHELL",
  // Files and folders the shell (or `cd`, `~`) reads or writes.
  "HOME",
  "CDPATH",
  "OLDPWD",
  "PWD",
  "TMPDIR",
  "BASH_XTRACEFD",
  "HISTFILE",
  "HISTFILESIZE",
  "HISTSIZE",
  "HISTCONTROL",
  "HISTIGNORE",
  "HISTTIMEFORMAT",
  "histchars",
  "HOSTFILE",
  "MAIL",
  "MAILPATH",
  "MAILCHECK",
  "FCEDIT",
  // Programs that run another program or load code named by a variable.
  "EDITOR",
  "VISUAL",
  "PAGER",
  "MANPAGER",
  "LESSOPEN",
  "LESSCLOSE",
  "BROWSER",
  "SSH_ASKPASS",
  "SUDO_ASKPASS",
  "NODE_OPTIONS",
  "NODE_PATH",
  "PYTHONPATH",
  "PYTHONSTARTUP",
  "PYTHONHOME",
  "PERL5LIB",
  "PERL5OPT",
  "RUBYOPT",
  "RUBYLIB",
  "GCONV_PATH",
  "XDG_CONFIG_HOME",
  "ZDOTDIR",
]);

/** Prefixes of variables that steer the loader, exported functions, git and npm. */
const STEERING_PREFIXES = ["LD_", "DYLD_", "BASH_FUNC", "GIT_", "npm_config_", "NPM_CONFIG_"];

/**
 * Whether assigning `name` changes what later commands run or which files
 * they read or write (`PATH`, `BASH_CMDS`, `BASH_ENV`, `PS4`, `HOME`,
 * `LD_PRELOAD`…). A name the checker cannot read counts as one.
 *
 * @example
 * isSteeringVariable("BASH_CMDS"); // true
 * isSteeringVariable("count"); // false
 */
export function isSteeringVariable(name: string | undefined): boolean {
  if (name === undefined || name === "" || name.includes(DYNAMIC)) return true;
  const bare = name.includes("[") ? name.slice(0, name.indexOf("[")) : name;
  return STEERING.has(bare) || STEERING_PREFIXES.some((prefix) => bare.startsWith(prefix));
}

/** The builtins that declare or export variables (also reached through `builtin` or `command`). */
export const DECLARING_BUILTINS = new Set(["declare", "typeset", "local", "export", "readonly"]);

/** Whether `word` is `NAME=…` or `NAME+=…` (an environment assignment passed to a wrapper such as `sudo`). */
export function isAssignmentWord(word: string): boolean {
  const eq = word.indexOf("=");
  if (eq <= 0) return false;
  const name = word[eq - 1] === "+" ? word.slice(0, eq - 1) : word.slice(0, eq);
  if (name === "" || !isNameStart(name[0] as string)) return false;
  return [...name].every((ch) => isNameStart(ch) || (ch >= "0" && ch <= "9"));
}

function isNameStart(ch: string): boolean {
  return (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || ch === "_";
}
