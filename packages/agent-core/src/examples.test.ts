import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const examplesDir = join(packageDir, "examples");

/** What each example prints (offline: scripted models, and no API key for the real one). */
const expected: Record<string, { exitCode: number; stdout?: string[]; stderr?: string[] }> = {
  "custom-agent.ts": {
    exitCode: 0,
    stdout: ["shout → [ { type: 'text', text: 'HELLO' } ]", "assistant: It said HELLO."],
  },
  "custom-messages.ts": { exitCode: 0, stdout: ['the model saw: ["[notice] build failed","What happened?"]'] },
  "hooks.ts": {
    exitCode: 0,
    stdout: ["bash (error): The user declined to run this command.", "token=[redacted]", "audit: read"],
  },
  "nested-tool-call.ts": { exitCode: 0, stdout: ["summarize: first line of README.md"] },
  // Without a key the failure reaches the user: the error message on stderr and exit code 1.
  "real-model.ts": { exitCode: 1, stderr: ['The run failed: No API key for provider "anthropic"'] },
  "tool-search.ts": { exitCode: 0, stdout: ["tool_search\nweather\n", "tools now: tool_search, weather"] },
};

let home: string;
beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "keel-agent-core-examples-"));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

/** The environment of an example run: temp HOME and KEEL_HOME, and no provider key of the caller. */
function exampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.endsWith("_API_KEY")) env[name] = value;
  return { ...env, HOME: home, KEEL_HOME: join(home, ".keel"), NO_COLOR: "1" };
}

async function runExample(file: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", join("examples", file)], {
      cwd: packageDir,
      env: exampleEnv(),
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe("the package's examples", () => {
  it("every file in examples/ has an expectation here", async () => {
    const files = (await readdir(examplesDir)).filter((f) => f.endsWith(".ts")).sort();
    expect(files).toEqual(Object.keys(expected).sort());
  });

  for (const [file, expectation] of Object.entries(expected)) {
    it.concurrent(`examples/${file} runs offline and reports its outcome`, async () => {
      const result = await runExample(file);
      expect(result.exitCode, result.stderr).toBe(expectation.exitCode);
      for (const line of expectation.stdout ?? []) expect(result.stdout).toContain(line);
      for (const line of expectation.stderr ?? []) expect(result.stderr).toContain(line);
    }, 120_000); // a generous limit: a child process compiling TypeScript is slow on a busy machine
  }

  it("every TypeScript block of the README is (part of) an example file, so it is type-checked and run", async () => {
    const readme = await readFile(join(packageDir, "README.md"), "utf8");
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
    expect(blocks.length).toBeGreaterThan(0);
    const sources = await Promise.all(Object.keys(expected).map((f) => readFile(join(examplesDir, f), "utf8")));
    for (const block of blocks) {
      const asInExamples = block.replaceAll('"@keel/agent-core"', '"../src/index.js"');
      const lines = asInExamples.split("\n").filter((line) => line.trim() !== "");
      const found = sources.some((source) => lines.every((line) => source.includes(line)));
      expect(found, `README block not found in examples/:\n${block}`).toBe(true);
    }
  });
});
