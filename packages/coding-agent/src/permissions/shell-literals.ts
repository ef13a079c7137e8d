import { type LinkMaker, touchesLink } from "./shell-links.js";
import type { ShellPart } from "./shell-part.js";
import type { ShNode } from "./shell-syntax.js";
import { DYNAMIC } from "./shell-words.js";

/** Files a redirection may name without reaching a file: the null device, the terminal, the shell's own streams. */
const STREAMS = new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty"]);

/** A stream, or exactly `/dev/fd/N` (the descriptor N, opened by a redirection checked on its own). */
export function isStream(target: string): boolean {
  if (STREAMS.has(target)) return true;
  const fd = target.startsWith("/dev/fd/") ? target.slice("/dev/fd/".length) : "";
  return fd !== "" && [...fd].every((ch) => ch >= "0" && ch <= "9");
}

/** Whether a part reaches a path a link maker names (a redirection's file, or a command's argument). */
export function touches(part: ShellPart, maker: LinkMaker): boolean {
  switch (part.kind) {
    case "command":
      return part.words.slice(1).some((word) => touchesLink(word, maker));
    case "read":
    case "write":
      return touchesLink(part.path, maker);
    case "opaque":
      return part.redirect !== undefined; // a file only known at run time may be the link
    default: {
      const unreachable: never = part;
      throw new Error(`unknown shell part ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The value of a literal node (a name, a `Lit`), else `undefined`. */
export function literal(node: ShNode | null | undefined): string | undefined {
  return node && typeof node.Value === "string" ? node.Value : undefined;
}

/** `2>&1`, `>&-`, `<&3-`: a file-descriptor duplication, not a file. */
export function isFdTarget(target: string): boolean {
  const digits = target.endsWith("-") ? target.slice(0, -1) : target;
  return [...digits].every((ch) => ch >= "0" && ch <= "9");
}

/** An unquoted piece: backslash escapes removed; glob and brace patterns are run-time values. */
export function unquotedLiteral(value: string): string {
  const brace = value.indexOf("{");
  if (brace >= 0 && (value.includes(",", brace) || value.includes("..", brace))) return DYNAMIC;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    if (ch === "\\") {
      const next = value[i + 1];
      i++;
      if (next !== undefined && next !== "\n") out += next;
    } else if (ch === "*" || ch === "?" || ch === "[") {
      out += DYNAMIC;
    } else {
      out += ch;
    }
  }
  return out;
}

/** Inside double quotes a backslash escapes only `$`, a backquote, `"`, `\` and a newline. */
export function doubleQuotedLiteral(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    const next = value[i + 1];
    if (ch === "\\" && next !== undefined && '$`"\\\n'.includes(next)) {
      if (next !== "\n") out += next;
      i++;
    } else {
      out += ch;
    }
  }
  return out;
}

/** The message of a parse error from the shell parser (a Go error object or a JavaScript one). */
export function parseErrorText(error: unknown): string {
  if (error && typeof error === "object" && "Error" in error && typeof error.Error === "function") {
    return String((error as { Error(): unknown }).Error());
  }
  return error instanceof Error ? error.message : String(error);
}
