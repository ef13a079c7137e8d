import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
// The example runs from a temp folder, so tsx is named by its resolved location.
const tsx = import.meta.resolve("tsx");
const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../../..", import.meta.url));

/** The fenced `ts` blocks of a markdown file, in order. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
}

describe("the root README's example", () => {
  const example = readFileSync(join(here, "readme-agent.ts"), "utf8");

  it("is exactly src/readme-agent.ts, which the package typecheck compiles", () => {
    const readme = readFileSync(join(repo, "README.md"), "utf8");
    expect(tsBlocks(readme)).toContain(example);
  });

  it("tells the user why it failed and exits 1 when there is no API key", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "keel-readme-example-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, HOME: cwd };
      delete env.OPENAI_API_KEY;
      const failure = await run(process.execPath, ["--import", tsx, join(here, "readme-agent.ts")], {
        cwd,
        env,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(/^keel: .*OPENAI_API_KEY/m);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
