import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

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
});
