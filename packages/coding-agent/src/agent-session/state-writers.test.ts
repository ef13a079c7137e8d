import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * `SessionControls` is the only writer of a session's agent state (model,
 * thinking level, tools, system prompt, context): every other source file
 * asks it. This scans the package's sources with the TypeScript parser for
 * anything that writes through a `.state` object — an assignment of any
 * kind (`=`, `+=`, `??=`, destructuring), `++`/`--`, `delete`, or
 * `Object.assign(….state, …)` — whatever the variable is called.
 */
const SRC = fileURLToPath(new URL("..", import.meta.url));
const ALLOWED = new Set(["agent-session/session-controls.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current) || ts.isAsExpression(current)) {
    current = current.expression;
  }
  return current;
}

/**
 * Whether `node` is `<anything>.state`, `<anything>.state.<…>` or
 * `<anything>.state[…]…` — except a class's own field (`this.state = …`,
 * the terminal UI's store), which is no agent's state.
 */
function throughState(node: ts.Node): boolean {
  const current = unwrap(node);
  if (ts.isPropertyAccessExpression(current) && current.name.text === "state") {
    return unwrap(current.expression).kind !== ts.SyntaxKind.ThisKeyword;
  }
  return deeperThroughState(current);
}

function deeperThroughState(node: ts.Node): boolean {
  const current = unwrap(node);
  if (ts.isPropertyAccessExpression(current)) {
    return current.name.text === "state" || deeperThroughState(current.expression);
  }
  if (ts.isElementAccessExpression(current)) return deeperThroughState(current.expression);
  return false;
}

/** The targets an assignment pattern writes (`[a.state.x] = …`, `({ y: a.state.x } = …)`). */
function targets(node: ts.Expression): ts.Expression[] {
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => targets(element));
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) => {
      if (ts.isPropertyAssignment(property)) return targets(property.initializer);
      if (ts.isSpreadAssignment(property)) return targets(property.expression);
      return [];
    });
  }
  if (ts.isSpreadElement(node)) return targets(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) return targets(node.left);
  return [node];
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** Every write through a `.state` object in `text`, as `line: code`. */
export function stateWrites(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${line}: ${node.getText().split("\n")[0]}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
      if (targets(node.left).some(throughState)) report(node);
    } else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && throughState(node.operand)) {
      const op = node.operator;
      if (op === ts.SyntaxKind.PlusPlusToken || op === ts.SyntaxKind.MinusMinusToken) report(node);
    } else if (ts.isDeleteExpression(node) && throughState(node.expression)) {
      report(node);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.getText() === "Object.assign" &&
      node.arguments[0] !== undefined &&
      throughState(node.arguments[0])
    ) {
      report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the writers of a session's agent state", () => {
  it("the scan finds each kind of write, whatever the variable is called", () => {
    const writes = stateWrites(
      "sample.ts",
      [
        "agent.state.model = m;",
        "this.current.session.agent.state.tools = [];",
        "live!.agent.state.messages.length = 0;",
        "x.state.messages[0] = y;",
        "a.state.thinkingLevel ??= 'low';",
        "[a.state.model] = [m];",
        "({ model: a.state.model } = next);",
        "a.state.count++;",
        "delete a.state.model;",
        "Object.assign(a.state, { model: m });",
        "this.state.model = m;",
        "const read = agent.state.model; if (agent.state.model === m) {}",
        "this.state = reduce(this.state, action);",
      ].join("\n"),
    );
    expect(writes.map((write) => Number(write.split(":")[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("are SessionControls alone: no other source file assigns agent.state", () => {
    const writes = sourceFiles(SRC).flatMap((path) => {
      const name = relative(SRC, path).split("\\").join("/");
      if (ALLOWED.has(name)) return [];
      return stateWrites(path, readFileSync(path, "utf8")).map((write) => `${name}:${write}`);
    });
    expect(writes, "change session state through SessionControls (src/agent-session/session-controls.ts)").toEqual([]);
  });
});
