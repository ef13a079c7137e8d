import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe("extension loading cost", () => {
  it("imports jiti only when there is an extension to load, not with the package", async () => {
    dir = mkdtempSync(join(tmpdir(), "keel-lazy-"));
    const extension = join(dir, "ext.ts");
    writeFileSync(extension, "export default (_pi: unknown): void => {};\n");
    const { stderr } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        join(here, "test-support", "trace-jiti.mjs"),
        join(here, "test-support", "lazy-jiti-child.ts"),
        extension,
      ],
      { cwd: join(here, "..", "..") },
    );
    const steps = stderr.split("\n").filter((line) => line.startsWith("MARK") || line.startsWith("IMPORT"));
    expect(steps).toEqual([
      "MARK package imported",
      "MARK no extensions loaded",
      "IMPORT jiti",
      "MARK extension loaded (1)",
    ]);
  });
});
