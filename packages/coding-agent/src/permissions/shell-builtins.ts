import { DECLARING_BUILTINS, isAssignmentWord, isSteeringVariable } from "./shell-variables.js";
import { DYNAMIC } from "./shell-words.js";

/** What a builtin does with its arguments that the checker must look at. */
export interface BuiltinEffect {
  /** Set when the builtin runs text, or sets a variable, the checker cannot follow: the call asks. */
  opaque?: string;
  /** Scripts it runs later in the same shell (`trap '…' EXIT`), to be parsed in turn. */
  scripts: string[];
}

const NONE: BuiltinEffect = { scripts: [] };
const opaque = (reason: string): BuiltinEffect => ({ opaque: reason, scripts: [] });

/** A variable name the builtin will assign: one with a subscript (evaluated as code) or one that steers what runs asks. */
function assigns(names: readonly string[], builtin: string): BuiltinEffect {
  for (const name of names) {
    if (name.includes("[") || name.includes(DYNAMIC)) {
      return opaque(
        `${builtin} assigns ${name.includes(DYNAMIC) ? "a variable named at run time" : name}, whose subscript bash evaluates as code`,
      );
    }
    if (isSteeringVariable(name)) return opaque(`${builtin} sets ${name}, which changes how commands run`);
  }
  return NONE;
}

/** Operands after options; `valued` options take the next word (or the rest of their own). */
function operands(words: readonly string[], valued: string, collect: string[] = []): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (word === "--") return [...out, ...words.slice(i + 1)];
    if (!word.startsWith("-") || word === "-") {
      out.push(word);
      continue;
    }
    for (let j = 1; j < word.length; j++) {
      const option = word[j] as string;
      if (!valued.includes(option)) continue;
      const value = j + 1 < word.length ? word.slice(j + 1) : (words[++i] ?? "");
      if (collect.length > 0 && collect.includes(option)) out.push(value);
      break;
    }
  }
  return out;
}

function optionValue(words: readonly string[], option: string): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (word === option) return words[i + 1] ?? "";
    if (word.startsWith(option) && word.length > option.length) return word.slice(option.length);
  }
  return undefined;
}

/**
 * What a bash builtin does beyond its name: `eval` and `source` run text
 * the checker cannot see; `trap` runs a script later (parsed in turn);
 * `read`, `mapfile`, `printf -v`, `getopts`, `wait -p`, `unset` and
 * `test -v` take variable names whose subscripts bash evaluates as code;
 * `declare`/`export`/`local`/`let` reached through `builtin` or `command`,
 * `alias`, `hash -p`, `enable`, `shopt -s expand_aliases`, `compgen -C`,
 * `bind -x` and `fc` change what a name runs or run stored text.
 */
export function builtinEffect(words: readonly string[]): BuiltinEffect {
  const program = words[0] ?? "";
  switch (program) {
    case "eval":
      return opaque("eval runs a string the checker cannot see");
    case "source":
    case ".":
      return opaque(`${program} runs the commands of a file the checker cannot see`);
    case "let":
      return opaque("let evaluates arithmetic that can set variables");
    case "trap": {
      const action = words[1];
      if (action === undefined || action === "-" || action === "--" || action.startsWith("-")) return NONE;
      if (action.includes(DYNAMIC)) return opaque("the command given to trap is only known at run time");
      return { scripts: [action] };
    }
    case "read":
      return assigns(operands(words, "adinNptu", ["a"]), "read");
    case "mapfile":
    case "readarray":
      if (words.some((word) => word.startsWith("-") && word.includes("C"))) {
        return opaque(`${program} -C runs a callback the checker cannot see`);
      }
      return assigns(operands(words, "dnOsuCc"), program);
    case "printf": {
      const name = optionValue(words, "-v");
      return name === undefined ? NONE : assigns([name], "printf -v");
    }
    case "getopts":
      return assigns(words.slice(2, 3), "getopts");
    case "wait": {
      const name = optionValue(words, "-p");
      return name === undefined ? NONE : assigns([name], "wait -p");
    }
    case "unset":
      return words.slice(1).some((word) => word.includes("[") || word.includes(DYNAMIC))
        ? opaque("unset of an array element evaluates its subscript as code")
        : NONE;
    case "test":
    case "[":
      for (let i = 1; i < words.length - 1; i++) {
        const next = words[i + 1] as string;
        if ((words[i] === "-v" || words[i] === "-R") && (next.includes("[") || next.includes(DYNAMIC))) {
          return opaque(`${program} ${words[i]} evaluates the subscript of ${next.split(DYNAMIC).join("…")} as code`);
        }
      }
      return NONE;
    case "alias":
      return words.slice(1).some((word) => word.includes("=")) ? opaque("alias changes what a name runs") : NONE;
    case "hash":
      return words.some((word) => word.startsWith("-") && word.includes("p"))
        ? opaque("hash -p changes which program a name runs")
        : NONE;
    case "enable":
      return words.length > 1 ? opaque("enable loads or switches builtins, which changes what a name runs") : NONE;
    case "shopt": {
      const risky = ["expand_aliases", "extdebug", "cdable_vars"];
      return words.some((word) => risky.includes(word) || word.includes(DYNAMIC))
        ? opaque("shopt changes how the shell reads and runs later commands")
        : NONE;
    }
    case "compgen":
    case "complete":
      return words.some((word) => word === "-C" || word === "-F")
        ? opaque(`${program} -C/-F runs a command or function the checker cannot see`)
        : NONE;
    case "bind":
      return words.some((word) => word.startsWith("-") && word.includes("x"))
        ? opaque("bind -x runs a command the checker cannot see")
        : NONE;
    case "fc":
      return opaque("fc runs commands from the history, which the checker cannot see");
    default:
      if (DECLARING_BUILTINS.has(program)) return opaque(`${program} sets shell variables`);
      if (isAssignmentWord(program)) {
        return opaque(`${program.slice(0, program.indexOf("="))}=… sets an environment variable for the command`);
      }
      return NONE;
  }
}
