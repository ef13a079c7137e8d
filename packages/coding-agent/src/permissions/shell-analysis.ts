import {
  BIN_AND,
  BIN_OR,
  BIN_PIPE,
  BIN_PIPE_ALL,
  loadShellSyntax,
  REDIRECT,
  type ShNode,
  type ShSyntax,
} from "./shell-syntax.js";
import { DYNAMIC, displayCommand } from "./shell-words.js";
import { shellReadsStdin, unwrapCommand } from "./shell-wrappers.js";

/** One thing a bash command does that a rule must allow. */
export type ShellPart =
  /** A simple command (also each command a wrapper runs), its words with quotes removed. */
  | { kind: "command"; words: string[] }
  /** A redirection that writes this file (as written; relative to the working folder). */
  | { kind: "write"; path: string }
  /** A redirection that reads this file. */
  | { kind: "read"; path: string }
  /** Something the checker cannot see through: the call asks, whatever the rules say. */
  | { kind: "opaque"; reason: string; text: string };

/** Every part of a bash command, in source order. */
export interface ShellAnalysis {
  parts: ShellPart[];
}

/** Files a redirection may name without writing anything. */
const SINKS = new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty"]);

/** Variables whose value changes which program runs or how the shell runs it. */
const SENSITIVE = new Set([
  "PATH",
  "IFS",
  "ENV",
  "BASH_ENV",
  "HOME",
  "CDPATH",
  "PS4",
  "PROMPT_COMMAND",
  "SHELLOPTS",
  "BASHOPTS",
  "GLOBIGNORE",
]);
function isSensitive(name: string): boolean {
  return SENSITIVE.has(name) || ["LD_", "DYLD_", "BASH_FUNC", "GIT_"].some((prefix) => name.startsWith(prefix));
}

/** How deep `sh -c "sh -c '…'"` may nest before the checker gives up (and asks). */
const MAX_DEPTH = 8;

/**
 * Parses a bash command with a real shell parser (mvdan/sh) and lists every
 * simple command — in pipelines, lists, subshells, groups, functions,
 * loops, command and process substitutions, and inside `sh -c` strings and
 * wrappers such as `env`, `xargs`, `timeout`, `sudo` — with quotes and
 * escapes removed, plus every file a redirection writes or reads.
 * Constructs the checker cannot follow (`eval`, a computed program name,
 * assignments in front of a program, a script that does not parse) become
 * `opaque` parts.
 *
 * @example
 * await analyzeShellCommand("git status && r''m -rf x");
 * // parts: command [git, status], command [rm, -rf, x]
 */
export async function analyzeShellCommand(command: string): Promise<ShellAnalysis> {
  const syntax = await loadShellSyntax();
  const analyzer = new Analyzer(syntax);
  analyzer.script(command, 0);
  return { parts: analyzer.finish() };
}

class Analyzer {
  private readonly parts: ShellPart[] = [];
  private changesDirectory = false;
  private src = "";

  constructor(private readonly syntax: ShSyntax) {}

  finish(): ShellPart[] {
    if (!this.changesDirectory) return this.parts;
    // After a `cd`, a relative redirection target is relative to a folder the checker does not know.
    return this.parts.map((part) =>
      (part.kind === "write" || part.kind === "read") && !part.path.startsWith("/") && !part.path.startsWith("~")
        ? { kind: "opaque", reason: `the ${part.kind} of "${part.path}" follows a cd`, text: part.path }
        : part,
    );
  }

  script(text: string, depth: number): void {
    if (depth > MAX_DEPTH) {
      this.opaque("shell scripts nest too deeply to check", text);
      return;
    }
    let file: ShNode;
    try {
      file = this.syntax.NewParser().Parse(text, "command");
    } catch (error) {
      this.opaque(`the command does not parse as bash (${parseErrorText(error)})`, text);
      return;
    }
    const outer = this.src;
    this.src = text;
    this.stmts(file.Stmts ?? [], depth);
    this.src = outer;
  }

  private opaque(reason: string, text: string): void {
    this.parts.push({ kind: "opaque", reason, text });
  }

  private text(node: ShNode): string {
    try {
      return this.src.slice(node.Pos().Offset(), node.End().Offset());
    } catch {
      return this.src;
    }
  }

  private stmts(list: readonly ShNode[], depth: number): void {
    for (const stmt of list) this.stmt(stmt, depth);
  }

  private stmt(stmt: ShNode | null | undefined, depth: number): void {
    if (!stmt) return;
    const words = stmt.Cmd ? this.command(stmt.Cmd, depth) : undefined;
    // `bash <<EOF … EOF`, `sh <<< '…'`: the here-document is the script the shell runs.
    const feedsShell = words !== undefined && shellReadsStdin(words);
    for (const redirect of stmt.Redirs ?? []) this.redirect(redirect, depth, feedsShell);
  }

  /** Analyses a command; for a simple command, returns its words. */
  private command(cmd: ShNode, depth: number): string[] | undefined {
    const type = this.syntax.NodeType(cmd);
    switch (type) {
      case "CallExpr":
        return this.call(cmd, depth);
      case "BinaryCmd":
        if (![BIN_AND, BIN_OR, BIN_PIPE, BIN_PIPE_ALL].includes(cmd.Op ?? -1)) {
          this.opaque("an operator the checker does not know", this.text(cmd));
        }
        this.stmt(cmd.X, depth);
        this.stmt(cmd.Y, depth);
        return undefined;
      case "Subshell":
      case "Block":
        this.stmts(cmd.Stmts ?? [], depth);
        return undefined;
      case "FuncDecl":
        this.stmt(cmd.Body, depth);
        return undefined;
      case "TimeClause":
      case "CoprocClause":
        this.stmt(cmd.Stmt, depth);
        return undefined;
      case "DeclClause":
        this.opaque(`${literal(cmd.Variant) ?? "declare"} sets shell variables`, this.text(cmd));
        this.inner(cmd, depth);
        return undefined;
      case "LetClause":
        this.opaque("let evaluates arithmetic that can set variables", this.text(cmd));
        this.inner(cmd, depth);
        return undefined;
      case "ForClause": {
        const name = literal(cmd.Loop?.Name);
        if (name !== undefined && isSensitive(name)) {
          this.opaque(`the loop sets ${name}, which changes how commands run`, this.text(cmd));
        }
        this.inner(cmd, depth);
        return undefined;
      }
      case "IfClause":
      case "WhileClause":
      case "CaseClause":
      case "ArithmCmd":
      case "TestClause":
        this.inner(cmd, depth);
        return undefined;
      default:
        this.opaque(`a shell construct the checker does not know (${type})`, this.text(cmd));
        this.inner(cmd, depth);
        return undefined;
    }
  }

  /** Statements and substitutions anywhere inside a compound command. */
  private inner(node: ShNode, depth: number): void {
    this.syntax.Walk(node, (child) => {
      if (!child || child === node) return true;
      const type = this.syntax.NodeType(child);
      if (type === "Stmt") {
        this.stmt(child, depth);
        return false;
      }
      if (type === "CmdSubst" || type === "ProcSubst") {
        this.stmts(child.Stmts ?? [], depth);
        return false;
      }
      return true;
    });
  }

  private call(call: ShNode, depth: number): string[] | undefined {
    const assigns = call.Assigns ?? [];
    for (const assign of assigns) {
      if (assign.Value && typeof assign.Value !== "string") this.word(assign.Value, depth);
      if (assign.Index) this.inner(assign.Index, depth);
      if (assign.Array) this.inner(assign.Array, depth);
    }
    const args = call.Args ?? [];
    if (args.length === 0) {
      for (const assign of assigns) {
        const name = literal(assign.Name);
        if (name === undefined || isSensitive(name)) {
          this.opaque(`the assignment sets ${name ?? "a variable"}, which changes how commands run`, this.text(assign));
        }
      }
      return undefined;
    }
    const words = args.map((arg) => this.word(arg, depth));
    if (assigns.length > 0) {
      const names = assigns.map((assign) => `${literal(assign.Name) ?? "?"}=…`).join(" ");
      this.opaque(`environment assignment in front of the program (${names})`, this.text(call));
    }
    this.simple(words, depth, () => this.text(call));
    return words;
  }

  /** `text` is computed only when a message needs it (reading positions from the tree is not free). */
  private simple(words: string[], depth: number, text: () => string): void {
    const program = words[0] ?? "";
    if (program === "" || program.includes(DYNAMIC)) {
      this.opaque("the program name is only known at run time", text());
      return;
    }
    const base = program.slice(program.lastIndexOf("/") + 1);
    if (base === "eval") {
      this.opaque("eval runs a string the checker cannot see", text());
      return;
    }
    this.parts.push({ kind: "command", words });
    if (base === "cd" || base === "pushd" || base === "popd") this.changesDirectory = true;
    const unwrapped = unwrapCommand(words);
    if (unwrapped.opaque !== undefined) this.opaque(unwrapped.opaque, text());
    if (unwrapped.changesDirectory) this.changesDirectory = true;
    for (const inner of unwrapped.commands) {
      if (unwrapped.setsEnvironment) {
        this.opaque(`${base} sets environment variables for ${displayCommand(inner)}`, text());
      }
      this.simple(inner, depth + 1, () => displayCommand(inner));
    }
    for (const script of unwrapped.scripts) this.script(script, depth + 1);
  }

  private redirect(redirect: ShNode, depth: number, feedsShell: boolean): void {
    const op = redirect.Op;
    if (op === REDIRECT.heredoc || op === REDIRECT.heredocTabs) {
      if (!redirect.Hdoc) return;
      const body = this.heredoc(redirect.Hdoc, depth);
      if (feedsShell) this.feed(body, depth, redirect);
      return;
    }
    if (!redirect.Word) return;
    const target = this.word(redirect.Word, depth);
    if (op === REDIRECT.herestring) {
      if (feedsShell) this.feed(target, depth, redirect);
      return;
    }
    if (op === REDIRECT.dupIn || op === REDIRECT.dupOut) {
      if (isFdTarget(target)) return;
    }
    if (target.includes(DYNAMIC)) {
      this.opaque("a redirection's file is only known at run time", this.text(redirect));
      return;
    }
    if (SINKS.has(target) || target.startsWith("/dev/fd/")) return;
    if (op === REDIRECT.in || op === REDIRECT.dupIn) this.parts.push({ kind: "read", path: target });
    else this.parts.push({ kind: "write", path: target });
  }

  /** A script a shell reads from a here-document or here-string: parsed in turn, or opaque when computed. */
  private feed(script: string, depth: number, redirect: ShNode): void {
    if (script.includes(DYNAMIC))
      this.opaque("the script fed to the shell is only known at run time", this.text(redirect));
    else this.script(script, depth + 1);
  }

  /** A here-document's text (no globbing inside); substitutions in it are analysed and make it run-time. */
  private heredoc(word: ShNode, depth: number): string {
    let out = "";
    for (const part of word.Parts ?? []) {
      if (this.syntax.NodeType(part) === "Lit") out += String(part.Value ?? "");
      else {
        out += DYNAMIC;
        this.substitutions(part, depth);
      }
    }
    return out;
  }

  /** A word's value with quotes and escapes removed; run-time pieces become `DYNAMIC`. Substitutions are analysed. */
  private word(word: ShNode, depth: number): string {
    let out = "";
    const parts = word.Parts ?? [];
    for (const part of parts) {
      const type = this.syntax.NodeType(part);
      switch (type) {
        case "Lit":
          out += unquotedLiteral(String(part.Value ?? ""));
          break;
        case "SglQuoted": {
          const value = String(part.Value ?? "");
          out += part.Dollar && value.includes("\\") ? DYNAMIC : value;
          break;
        }
        case "DblQuoted":
          for (const inner of part.Parts ?? []) {
            if (this.syntax.NodeType(inner) === "Lit") out += doubleQuotedLiteral(String(inner.Value ?? ""));
            else {
              out += DYNAMIC;
              this.substitutions(inner, depth);
            }
          }
          break;
        default:
          out += DYNAMIC;
          this.substitutions(part, depth);
      }
    }
    return out;
  }

  private substitutions(node: ShNode, depth: number): void {
    const type = this.syntax.NodeType(node);
    if (type === "CmdSubst" || type === "ProcSubst") {
      this.stmts(node.Stmts ?? [], depth);
      return;
    }
    this.inner(node, depth);
  }
}

function literal(node: ShNode | null | undefined): string | undefined {
  return node && typeof node.Value === "string" ? node.Value : undefined;
}

/** `2>&1`, `>&-`, `<&3-`: a file-descriptor duplication, not a file. */
function isFdTarget(target: string): boolean {
  const digits = target.endsWith("-") ? target.slice(0, -1) : target;
  return [...digits].every((ch) => ch >= "0" && ch <= "9");
}

/** An unquoted piece: backslash escapes removed; glob and brace patterns are run-time values. */
function unquotedLiteral(value: string): string {
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
function doubleQuotedLiteral(value: string): string {
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

function parseErrorText(error: unknown): string {
  if (error && typeof error === "object" && "Error" in error && typeof error.Error === "function") {
    return String((error as { Error(): unknown }).Error());
  }
  return error instanceof Error ? error.message : String(error);
}
