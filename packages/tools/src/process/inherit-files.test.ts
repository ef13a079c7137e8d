import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalExecOps } from "../operations/local-exec.js";
import { ProcessRegistry } from "./process-registry.js";

describe.skipIf(process.platform === "win32")("ExecRequest.inheritFiles", () => {
  it("gives the process each file as descriptor 3, 4, … and rejects a file that cannot be opened", async () => {
    const dir = mkdtempSync(join(tmpdir(), "keel-inherit-files-"));
    const first = join(dir, "first");
    const second = join(dir, "second");
    writeFileSync(first, "one\n");
    writeFileSync(second, "two\n");
    const exec = createLocalExecOps({ processes: new ProcessRegistry() });
    let output = "";
    const outcome = await exec.run({
      file: "/bin/sh",
      args: ["-c", "cat <&3; cat <&4"],
      cwd: dir,
      inheritFiles: [first, second],
      onData: (chunk) => {
        output += Buffer.from(chunk).toString();
      },
    });
    expect(outcome.exitCode).toBe(0);
    expect(output).toBe("one\ntwo\n");
    await expect(
      exec.run({
        file: "/bin/sh",
        args: ["-c", "true"],
        cwd: dir,
        inheritFiles: [join(dir, "missing")],
        onData: () => {},
      }),
    ).rejects.toThrow(/ENOENT/);
    rmSync(dir, { recursive: true, force: true });
  });
});
