/**
 * The slice of mvdan/sh's syntax tree (the `mvdan-sh` package, a JavaScript
 * build of the Go parser behind `shfmt`) that the permission checker reads.
 * Field names are the Go ones; operators are the Go token numbers of the
 * pinned version (checked by a test that parses each operator).
 */
export interface ShNode {
  Stmts?: ShNode[];
  Cmd?: ShNode | null;
  Redirs?: ShNode[];
  Background?: boolean;
  Assigns?: ShNode[];
  Args?: ShNode[];
  Parts?: ShNode[];
  Value?: ShNode | string | null;
  Name?: ShNode | null;
  Index?: ShNode | null;
  Array?: ShNode | null;
  Naked?: boolean;
  Append?: boolean;
  Dollar?: boolean;
  Op?: number;
  N?: ShNode | null;
  Word?: ShNode | null;
  Hdoc?: ShNode | null;
  X?: ShNode | null;
  Y?: ShNode | null;
  Body?: ShNode | null;
  Stmt?: ShNode | null;
  Loop?: ShNode | null;
  Variant?: ShNode | null;
  /** `ParamExp`: the parameter, `${!x}`, `${!prefix*}`, `${x:offset:length}`, `${x@op}` / `${x:=w}`. */
  Param?: ShNode | null;
  Excl?: boolean;
  Names?: number;
  Slice?: { Offset?: ShNode | null; Length?: ShNode | null } | null;
  Exp?: { Op?: number; Word?: ShNode | null } | null;
  Pos(): { Offset(): number };
  End(): { Offset(): number };
}

/** What the checker needs from the parser package. */
export interface ShSyntax {
  NewParser(): { Parse(src: string, name: string): ShNode };
  NodeType(node: ShNode): string;
  Walk(node: ShNode, visit: (node: ShNode | null) => boolean): void;
}

/** `&&` (`BinaryCmd.Op`). */
export const BIN_AND = 10;
/** `||` (`BinaryCmd.Op`). */
export const BIN_OR = 11;
/** `|` (`BinaryCmd.Op`). */
export const BIN_PIPE = 12;
/** `|&` (`BinaryCmd.Op`). */
export const BIN_PIPE_ALL = 13;

/** Redirection operators (`Redirect.Op`). */
export const REDIRECT = {
  out: 54, // >
  append: 55, // >>
  in: 56, // <
  readWrite: 57, // <>
  dupIn: 58, // <&
  dupOut: 59, // >&
  clobber: 60, // >|
  heredoc: 61, // <<
  heredocTabs: 62, // <<-
  herestring: 63, // <<<
  all: 64, // &>
  appendAll: 65, // &>>
} as const;

let loaded: Promise<ShSyntax> | undefined;

/**
 * Loads the shell parser once per process, on first use (about 1.5 MB of
 * JavaScript, so nothing pays for it until a bash call is checked).
 */
export function loadShellSyntax(): Promise<ShSyntax> {
  loaded ??= import("mvdan-sh").then((module) => {
    const sh = (module.default ?? module) as { syntax: ShSyntax };
    return sh.syntax;
  });
  return loaded;
}
