import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = fileURLToPath(new URL("..", import.meta.url));

describe("quickstart", () => {
  it("runs the scripted agent end to end: tools run, the edit lands, events are printed", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: root,
      env: { ...process.env, KEEL_MODEL: "" },
    });
    expect(stdout).toContain("scripted model (no network, no API key)");
    for (const tool of ["ls", "grep", "read", "edit", "bash"])
      expect(stdout).toMatch(new RegExp(`✓ ${tool} \\(\\d+ ms\\)`));
    expect(stdout).toContain("no TODOs left");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected file content is TypeScript source.
    expect(stdout).toContain("return `Hello, ${name}!`;");
    expect(stdout).toMatch(/● agent_end \(\d+ new messages\)/);
    expect(stdout).not.toContain("✗");
  });

  it("refuses a malformed KEEL_MODEL with a clear error", async () => {
    await expect(
      run(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: root,
        env: { ...process.env, KEEL_MODEL: "nonsense" },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('KEEL_MODEL must look like "provider/model-id"') });
  });

  describe("with $KEEL_HOME/models.json", () => {
    let home: string;
    beforeEach(() => {
      home = mkdtempSync(join(tmpdir(), "keel-quickstart-home-"));
    });
    afterEach(() => rmSync(home, { recursive: true, force: true }));

    it("loads custom providers from it, so KEEL_MODEL=ollama/qwen3 resolves", async () => {
      const port = await closedPort();
      writeFileSync(
        join(home, "models.json"),
        JSON.stringify({
          providers: {
            ollama: { baseUrl: `http://127.0.0.1:${port}/v1`, api: "openai-completions", models: [{ id: "qwen3" }] },
          },
        }),
      );
      const failure = await run(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: root,
        env: { ...process.env, KEEL_HOME: home, KEEL_MODEL: "ollama/qwen3" },
      }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      // Nothing listens on the port: the model resolved, the request failed, and the run says so.
      expect(failure?.stdout).toContain("model ollama/qwen3");
      expect(failure?.stderr).toContain("The run ended with an error");
      expect(failure?.code).toBe(1);
    });

    it("reports a broken models.json with its path and position, and exits 2", async () => {
      mkdirSync(home, { recursive: true });
      writeFileSync(join(home, "models.json"), '{ "providers": { "ollama": { , } } }');
      await expect(
        run(process.execPath, ["--import", "tsx", "src/main.ts"], {
          cwd: root,
          env: { ...process.env, KEEL_HOME: home, KEEL_MODEL: "ollama/qwen3" },
        }),
      ).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/models\.json at line 1, column \d+/),
      });
    });
  });
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
