import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  replyText,
  replyToolCalls,
  type ScriptedModelServer,
  type ScriptedTurn,
  startScriptedModelServer,
} from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/** The real `keel-review` binary of this workspace (built before the tests). */
const BIN = fileURLToPath(new URL("../bin/keel-review.js", import.meta.url));

let root: string;
let project: string;
let keelHome: string;
let server: ScriptedModelServer | undefined;

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "keel-review-")));
  project = join(root, "project");
  keelHome = join(root, "home", ".keel");
  mkdirSync(project, { recursive: true });
  mkdirSync(keelHome, { recursive: true });
  writeFileSync(join(project, "math.ts"), "export function div(a: number, b: number) {\n  return a / b;\n}\n");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
});

/** Starts the scripted model and points `$KEEL_HOME/models.json` at it (provider `local`, model `scripted`). */
async function model(turns: ScriptedTurn[]): Promise<ScriptedModelServer> {
  server = await startScriptedModelServer(turns);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  return server;
}

/** Runs `keel-review args…` in the project folder with nothing but the temp home in its environment. */
function review(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: project,
    env: { PATH: process.env.PATH, HOME: join(root, "home"), KEEL_HOME: keelHome, NO_COLOR: "1" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const bodies = (s: ScriptedModelServer) => s.requests.map((request) => request.body as Body);
const FINDING = { file: "math.ts", line: 2, severity: "warning", message: "Division by zero is not handled." };

describe("keel-review", () => {
  it("reviews with read-only tools and prints the findings as JSON", async () => {
    const s = await model([
      replyToolCalls([{ name: "grep", arguments: { pattern: "/ b" } }]),
      replyToolCalls([{ name: "read", arguments: { path: "math.ts" } }]),
      replyText(`\`\`\`json\n${JSON.stringify([FINDING])}\n\`\`\``),
    ]);
    const run = await review(["--model", "local/scripted", "division", "safety"]);
    expect(run).toEqual({ code: 0, stdout: `${JSON.stringify([FINDING], null, 2)}\n`, stderr: "" });
    const [first, , last] = bodies(s);
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(["read", "grep", "find", "ls"]);
    expect(JSON.stringify(first?.messages[0]?.content)).toContain("careful code reviewer");
    expect(JSON.stringify(first?.messages[1]?.content)).toContain("Review the code in this folder. division safety");
    // The read result reached the model; nothing was saved as a session.
    expect(JSON.stringify(last?.messages)).toContain("return a / b;");
    expect(existsSync(join(keelHome, "sessions"))).toBe(false);
  });

  it("cannot change files: a write the model asks for is refused, the file is untouched", async () => {
    const s = await model([
      replyToolCalls([{ name: "write", arguments: { path: "math.ts", content: "hacked" } }]),
      replyText("[]"),
    ]);
    const run = await review(["--model", "local/scripted"]);
    expect(run).toMatchObject({ code: 0, stdout: "[]\n" });
    expect(bodies(s)[1]?.messages.at(-1)).toMatchObject({
      role: "tool",
      content: expect.stringContaining('Tool "write" is not available'),
    });
    expect(readFileSync(join(project, "math.ts"), "utf8")).toContain("return a / b;");
  });

  it("findings that do not match the schema are not printed: a clear error on stderr, exit 1", async () => {
    await model([
      replyText(
        JSON.stringify([
          { ...FINDING, severity: "critical" },
          { ...FINDING, line: 0 },
        ]),
      ),
    ]);
    const run = await review(["--model", "local/scripted"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `keel-review: the model's findings were not printed: /0/severity must be one of "error", "warning", "info"; /1/line must be >= 1\n`,
    );
  });

  it("an answer that is not JSON is not printed either", async () => {
    await model([replyText("I found one problem: division by zero.")]);
    const run = await review(["--model", "local/scripted"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("keel-review: the model's findings were not printed: the answer is not JSON (");
  });

  it("a failed model request is reported under keel-review's own name", async () => {
    await model([{ kind: "http-error", status: 400, body: { error: { message: "bad request body" } } }]);
    const run = await review(["--model", "local/scripted"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^keel-review: .*bad request body/m);
  });

  it("takes keel's model flags only: --help lists them, an unknown flag is a usage error", async () => {
    const help = await review(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("keel-review [options] [focus...]");
    expect(help.stdout).toContain("--model");
    expect(help.stdout).not.toContain("--tools");
    const bad = await review(["--tools", "bash"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("keel-review: unknown option --tools");
  });
});
