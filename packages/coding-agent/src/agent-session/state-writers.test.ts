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
const REPO = fileURLToPath(new URL("../../../../", import.meta.url));
/**
 * The sources of every program that drives a coding-agent session: this
 * package, the packages built on it and the apps. `@keel/ai` and
 * `@keel/agent-core` (the `Agent` owns its state) and the examples (library
 * users' own agents) are not among them.
 */
const ROOTS = ["packages/coding-agent/src", "packages/fleet/src", "packages/mcp/src", "packages/tools/src", "apps"];
const ALLOWED = new Set(["packages/coding-agent/src/agent-session/session-controls.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "dist", "test"].includes(entry.name) ? [] : sourceFiles(path);
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
 * Whether `node` writes into a `.state` object: `<anything>.state.<…>` or
 * `<anything>.state[…]…`. Assigning a `state` field itself (`this.state =
 * next` in the terminal UI's store, a report's `state`) is not: an agent's
 * `state` cannot be replaced, only written into.
 */
function throughState(node: ts.Node): boolean {
  const current = unwrap(node);
  if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
    return deeperThroughState(current.expression);
  }
  return false;
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
      deeperThroughState(node.arguments[0])
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
        "report.state = result.state;",
      ].join("\n"),
    );
    expect(writes.map((write) => Number(write.split(":")[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("are SessionControls alone: no other source file (coding-agent, fleet, mcp, tools, apps) assigns agent.state", () => {
    const files = ROOTS.flatMap((root) => sourceFiles(join(REPO, root)));
    expect(files.length).toBeGreaterThan(100);
    const writes = files.flatMap((path) => {
      const name = relative(REPO, path).split("\\").join("/");
      if (ALLOWED.has(name)) return [];
      return stateWrites(path, readFileSync(path, "utf8")).map((write) => `${name}:${write}`);
    });
    expect(writes, "change session state through SessionControls (src/agent-session/session-controls.ts)").toEqual([]);
  });
});
