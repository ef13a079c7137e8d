import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findProgramCached } from "./find-program.js";

const savedPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = savedPath;
});

function program(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, "#!/bin/sh\n");
  chmodSync(file, 0o755);
  return file;
}

describe("findProgramCached", () => {
  it("remembers a program per search path and exclusions, and looks again once it is gone", () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-find-program-")));
    const first = program(join(root, "a"), "keel-probe");
    const second = program(join(root, "b"), "keel-probe");
    process.env.PATH = `${join(root, "a")}:${join(root, "b")}`;
    expect(findProgramCached("keel-probe")).toBe(first);
    // Excluding the first folder is another lookup, never the remembered answer.
    expect(findProgramCached("keel-probe", [join(root, "a")])).toBe(second);
    rmSync(first);
    expect(findProgramCached("keel-probe")).toBe(second);
    process.env.PATH = join(root, "nowhere");
    expect(findProgramCached("keel-probe")).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
