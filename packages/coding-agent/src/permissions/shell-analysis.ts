import { builtinEffect } from "./shell-builtins.js";
import { hiddenCode } from "./shell-hidden-code.js";
import { flagLateEffects, type MadeLink } from "./shell-late-effects.js";
import { linkMaker } from "./shell-links.js";
import {
  doubleQuotedLiteral,
  isFdTarget,
  isStream,
  literal,
  parseErrorText,
  unquotedLiteral,
} from "./shell-literals.js";
import type { ShellAnalysis, ShellPart } from "./shell-part.js";
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
import { isAssignmentWord, isSteeringVariable } from "./shell-variables.js";
import { DYNAMIC, displayCommand } from "./shell-words.js";
import { shellReadsStdin, unwrapCommand } from "./shell-wrappers.js";

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
  /** Inside a loop or a function body, where a later part may run before an earlier one. */
  private repeats = 0;
  /** Commands that may make links, and where: later parts (all parts, inside a loop) that touch their paths ask. */
  private readonly links: MadeLink[] = [];
  /** Parts inside a loop or a function body: they may run after a link made later in the text. */
  private readonly repeated = new Set<number>();

  constructor(private readonly syntax: ShSyntax) {}

  finish(): ShellPart[] {
    return flagLateEffects(this.parts, {
      changesDirectory: this.changesDirectory,
      links: this.links,
      repeated: this.repeated,
    });
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
    for (const site of hiddenCode(this.syntax, file)) this.opaque(site.reason, this.text(site.node));
    this.stmts(file.Stmts ?? [], depth);
    this.src = outer;
  }

  private opaque(reason: string, text: string): void {
    this.push({ kind: "opaque", reason, text });
  }

  private push(part: ShellPart): void {
    if (this.repeats > 0) this.repeated.add(this.parts.length);
    this.parts.push(part);
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
        this.repeats++;
        this.stmt(cmd.Body, depth);
        this.repeats--;
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
        if (name !== undefined && isSteeringVariable(name)) {
          this.opaque(`the loop sets ${name}, which changes how commands run`, this.text(cmd));
        }
        this.repeats++;
        this.inner(cmd, depth);
        this.repeats--;
        return undefined;
      }
      case "WhileClause":
        this.repeats++;
        this.inner(cmd, depth);
        this.repeats--;
        return undefined;
      case "IfClause":
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
      if (type === "ParamExp") this.slice(child, depth);
      return true;
    });
  }

  /** `${x:offset:length}`: the parser's walk does not enter them, so their substitutions are analysed here. */
  private slice(node: ShNode, depth: number): void {
    for (const operand of [node.Slice?.Offset, node.Slice?.Length]) if (operand) this.inner(operand, depth);
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
        if (name === undefined || isSteeringVariable(name)) {
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
    const base = isAssignmentWord(program) ? program : program.slice(program.lastIndexOf("/") + 1);
    const builtin = builtinEffect([base, ...words.slice(1)]);
    if (base === "eval") {
      this.opaque(builtin.opaque ?? "eval runs a string", text());
      return;
    }
    if (builtin.opaque !== undefined) this.opaque(builtin.opaque, text());
    const maker = linkMaker(words);
    if (maker) this.links.push({ at: this.parts.length, maker, everywhere: this.repeats > 0 });
    this.push({ kind: "command", words });
    for (const script of builtin.scripts) this.script(script, depth + 1);
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
    const access = op === REDIRECT.in || op === REDIRECT.dupIn ? "read" : "write";
    if (target.includes(DYNAMIC)) {
      const reason = "a redirection's file is only known at run time";
      this.push({ kind: "opaque", reason, text: this.text(redirect), redirect: access });
      return;
    }
    if (isStream(target)) return;
    // A quoted `~` is a file named ~, not the home folder: only an unquoted one is expanded.
    const first = redirect.Word.Parts?.[0];
    const quotedTilde =
      target.startsWith("~") &&
      (first === undefined || this.syntax.NodeType(first) !== "Lit" || String(first.Value ?? "").startsWith("\\"));
    this.push({ kind: access, path: quotedTilde ? `./${target}` : target });
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
    if (type === "ParamExp") this.slice(node, depth);
    this.inner(node, depth);
  }
}
