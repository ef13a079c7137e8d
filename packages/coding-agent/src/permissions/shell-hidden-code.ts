// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages quote shell parameter expansions, not templates
import type { ShNode, ShSyntax } from "./shell-syntax.js";
import { isSteeringVariable } from "./shell-variables.js";

/** A place where bash would run the text of a value as code. */
export interface HiddenCode {
  reason: string;
  node: ShNode;
}

/** `BinaryTest.Op` of `-eq -ne -le -ge -lt -gt` (in `[[ ]]` they evaluate their operands as arithmetic). */
const ARITHMETIC_TESTS = new Set([116, 117, 118, 119, 120, 121]);
/** `UnaryTest.Op` of `-v` and `-R`: the operand names a variable, whose subscript is evaluated. */
const NAME_TESTS = new Set([110, 111]);
/** `ParamExp.Exp.Op` of `${x@…}`, `${x=…}` and `${x:=…}`. */
const EXP_TRANSFORM = 84;
const EXP_ASSIGN = new Set([74, 75]);
/** `${x@…}` transformations that only re-quote or re-case the text; `@P` (prompt expansion) runs `$(…)` in it. */
const TEXT_TRANSFORMS = new Set(["Q", "E", "U", "u", "L", "K", "k", "a", "A"]);

/**
 * Every place in a parsed script where bash evaluates the text of a value
 * as code, so what runs depends on data the checker cannot see:
 * arithmetic (`$((…))`, `((…))`, `let`, `for ((…))`, the `[[ … -eq … ]]`
 * family, array subscripts, `${x:offset:length}`) whose operands are not
 * number literals — a variable's text is evaluated as an expression, and a
 * subscript in it runs command substitutions; `${x@P}`; indirect expansion
 * `${!x}`; `[[ -v a[…] ]]`; and `${VAR:=…}` of a variable that steers what
 * runs.
 *
 * @example
 * hiddenCode(syntax, parse("echo $((x + 1))")); // one site: x is evaluated as an expression
 */
export function hiddenCode(syntax: ShSyntax, root: ShNode): HiddenCode[] {
  const found: HiddenCode[] = [];
  const flag = (node: ShNode, reason: string) => found.push({ node, reason });
  const literalOperands = (node: ShNode | null | undefined) => node == null || numericOperands(syntax, node);
  syntax.Walk(root, (node) => {
    if (!node) return true;
    switch (syntax.NodeType(node)) {
      case "ArithmExp":
      case "ArithmCmd":
      case "CStyleLoop":
      case "LetClause":
        if (!literalOperands(node)) {
          flag(
            node,
            "arithmetic evaluates the text of its variables as expressions (a subscript in them runs commands)",
          );
        }
        return true;
      case "BinaryTest":
        if (ARITHMETIC_TESTS.has(node.Op ?? -1) && !(literalOperands(node.X) && literalOperands(node.Y))) {
          flag(node, "an arithmetic comparison in [[ ]] evaluates its operands' text as expressions");
        }
        return true;
      case "UnaryTest":
        if (NAME_TESTS.has(node.Op ?? -1) && !plainName(syntax, node.X)) {
          flag(node, "the variable name tested in [[ ]] has a subscript that bash evaluates");
        }
        return true;
      case "Assign":
      case "ArrayElem":
        if (node.Index && !literalOperands(node.Index)) {
          flag(node, "an array subscript is evaluated as arithmetic (a variable's text runs as an expression)");
        }
        return true;
      case "ParamExp":
        paramExp(syntax, node, flag, literalOperands);
        return true;
      default:
        return true;
    }
  });
  return found;
}

function paramExp(
  syntax: ShSyntax,
  node: ShNode,
  flag: (node: ShNode, reason: string) => void,
  literalOperands: (node: ShNode | null | undefined) => boolean,
): void {
  const index = node.Index;
  const wholeArray = index != null && ["@", "*"].includes(literalText(syntax, index) ?? "");
  if (index != null && !wholeArray && !literalOperands(index)) {
    flag(node, "an array subscript is evaluated as arithmetic (a variable's text runs as an expression)");
  }
  const slice = node.Slice;
  if (slice && !(literalOperands(slice.Offset) && literalOperands(slice.Length))) {
    flag(node, "the offset and length of ${x:…:…} are evaluated as arithmetic");
  }
  if (node.Excl && !node.Names && !wholeArray) {
    flag(node, "indirect expansion ${!x} expands a variable named by a value (a subscript in it runs commands)");
  }
  const exp = node.Exp;
  if (exp?.Op === EXP_TRANSFORM) {
    const operator = literalText(syntax, exp.Word) ?? "";
    if (!TEXT_TRANSFORMS.has(operator)) {
      flag(node, `the \${x@${operator}} transformation expands the value again, running any $(…) in it`);
    }
  }
  if (exp?.Op !== undefined && EXP_ASSIGN.has(exp.Op)) {
    const name = literalText(syntax, node.Param);
    if (isSteeringVariable(name))
      flag(node, `\${${name ?? "…"}:=…} sets ${name ?? "a variable"}, which changes how commands run`);
  }
}

/** Whether every operand in an arithmetic expression is a number literal (`1`, `0x1f`, `2#101`). */
function numericOperands(syntax: ShSyntax, node: ShNode): boolean {
  let ok = true;
  syntax.Walk(node, (child) => {
    if (!child || !ok) return false;
    if (syntax.NodeType(child) !== "Word") return true;
    const text = literalText(syntax, child);
    if (text === undefined || !isNumber(text.trim())) ok = false;
    return false;
  });
  return ok;
}

function isNumber(text: string): boolean {
  const body = text.startsWith("-") ? text.slice(1) : text;
  if (body === "") return false;
  const hash = body.indexOf("#");
  const digits =
    hash > 0 ? body.slice(hash + 1) : body.startsWith("0x") || body.startsWith("0X") ? body.slice(2) : body;
  const alphabet = hash > 0 || body.startsWith("0x") || body.startsWith("0X") ? /^[0-9a-zA-Z@_]+$/ : /^[0-9]+$/;
  return digits !== "" && alphabet.test(digits) && (hash <= 0 || /^[0-9]+$/.test(body.slice(0, hash)));
}

/** `name`, `name[3]`, `name[@]`: a variable name whose subscript (if any) is a literal number. */
function plainName(syntax: ShSyntax, node: ShNode | null | undefined): boolean {
  const text = node == null ? undefined : literalText(syntax, node);
  if (text === undefined) return false;
  const bracket = text.indexOf("[");
  const name = bracket < 0 ? text : text.slice(0, bracket);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return false;
  if (bracket < 0) return true;
  const subscript = text.slice(bracket + 1, -1);
  return text.endsWith("]") && (subscript === "@" || subscript === "*" || /^[0-9]+$/.test(subscript));
}

/** The text of a word made of plain literal pieces only (no quotes, no expansions); else `undefined`. */
function literalText(syntax: ShSyntax, node: ShNode | null | undefined): string | undefined {
  if (node == null) return undefined;
  if (typeof node.Value === "string" && syntax.NodeType(node) === "Lit") return node.Value;
  if (syntax.NodeType(node) !== "Word") return undefined;
  let out = "";
  for (const part of node.Parts ?? []) {
    if (syntax.NodeType(part) !== "Lit" || typeof part.Value !== "string") return undefined;
    out += part.Value;
  }
  return out;
}
