import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "../test-support/temp-dir.js";
import { writeSpillFile } from "./spill-file.js";
import { defaultSpillFolder, SpillFolder, spillFolderOf, sweepStaleSpillFolders } from "./spill-folder.js";

const tempDir = useTempDirs();
const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const moduleUrl = new URL("./spill-folder.ts", import.meta.url).href;
const spillFileUrl = new URL("./spill-file.ts", import.meta.url).href;
const DAY = 24 * 60 * 60 * 1000;

/** Runs a TypeScript snippet in a new Node process; returns its stdout. */
function runNode(dir: string, code: string): string {
  const script = join(dir, "child.ts");
  writeFileSync(script, code);
  return execFileSync(process.execPath, ["--import", "tsx", script], { cwd: packageDir, encoding: "utf8" });
}

function age(path: string, ms: number): void {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
}

describe("spill folders", () => {
  it("creates a managed folder (mode 0700) only on the first spill, inside the parent", () => {
    const parent = tempDir();
    const folder = new SpillFolder({ parent });
    expect(folder.path).toMatch(new RegExp(`^${join(parent, `keel-spill-${process.pid}-`)}[0-9a-f]+$`));
    expect(existsSync(folder.path)).toBe(false);
    const file = writeSpillFile("full text", { folder, prefix: "bash" });
    expect(file.startsWith(join(folder.path, "keel-bash-"))).toBe(true);
    expect(readdirSync(parent)).toHaveLength(1);
    if (process.platform !== "win32") expect(statSync(folder.path).mode & 0o777).toBe(0o700);
    folder.dispose();
  });

  it("dispose() removes a managed folder and its files; a later spill creates it again", () => {
    const folder = new SpillFolder({ parent: tempDir() });
    const file = writeSpillFile("x", { folder, prefix: "grep" });
    folder.dispose();
    expect(existsSync(file)).toBe(false);
    expect(existsSync(folder.path)).toBe(false);
    writeSpillFile("y", { folder, prefix: "grep" });
    expect(readdirSync(folder.path)).toHaveLength(1);
    folder.dispose();
  });

  it("disposeAll() removes every managed folder of the process (for signal handlers)", () => {
    const parent = tempDir();
    const first = new SpillFolder({ parent });
    const second = new SpillFolder({ parent });
    writeSpillFile("a", { folder: first, prefix: "bash" });
    writeSpillFile("b", { folder: second, prefix: "grep" });
    expect(readdirSync(parent)).toHaveLength(2);
    SpillFolder.disposeAll();
    expect(readdirSync(parent)).toEqual([]);
  });

  it("never removes an unmanaged folder (spillDir): its owner cleans it up", () => {
    const dir = join(tempDir(), "session", "spill");
    const folder = spillFolderOf({ spillDir: dir });
    expect(folder.managed).toBe(false);
    const file = writeSpillFile("x", { folder, prefix: "ls" });
    folder.dispose();
    expect(existsSync(file)).toBe(true);
  });

  it("removes the managed folders of a process when it exits (normally or through process.exit)", () => {
    const parent = tempDir();
    for (const ending of ["", "process.exit(3);"]) {
      const code = [
        `import { SpillFolder } from ${JSON.stringify(moduleUrl)};`,
        `import { writeSpillFile } from ${JSON.stringify(spillFileUrl)};`,
        `const folder = new SpillFolder({ parent: ${JSON.stringify(parent)} });`,
        `console.log(writeSpillFile("full output", { folder, prefix: "bash" }));`,
        ending,
      ].join("\n");
      let printed: string;
      try {
        printed = runNode(tempDir(), code);
      } catch (error) {
        // process.exit(3) makes execFileSync throw; its stdout is still there.
        printed = String((error as { stdout?: string }).stdout ?? "");
      }
      const file = printed.trim();
      expect(file.startsWith(join(parent, "keel-spill-"))).toBe(true);
      expect(existsSync(file), ending || "normal exit").toBe(false);
    }
    expect(readdirSync(parent)).toEqual([]);
  }, 60_000);

  it("on first use, removes managed folders older than a day whose process is gone, and nothing else", () => {
    const parent = tempDir();
    const deadPid = 2 ** 31 - 2; // above any pid_max: no such process
    const make = (name: string, ms: number) => {
      mkdirSync(join(parent, name));
      writeFileSync(join(parent, name, "keel-bash-x.log"), "old output");
      age(join(parent, name), ms);
    };
    make(`keel-spill-${deadPid}-aa11`, 2 * DAY); // stale: removed
    make(`keel-spill-${deadPid}-bb22`, DAY / 2); // dead but recent: kept
    make(`keel-spill-${process.ppid}-cc33`, 2 * DAY); // old but its process lives: kept
    make("keel-spill-notes", 2 * DAY); // not a managed name: kept
    make("project", 2 * DAY); // unrelated: kept
    const folder = new SpillFolder({ parent });
    folder.ensure();
    expect(readdirSync(parent).sort()).toEqual(
      [
        `keel-spill-${deadPid}-bb22`,
        `keel-spill-${process.ppid}-cc33`,
        "keel-spill-notes",
        folder.path.slice(parent.length + 1),
        "project",
      ].sort(),
    );
    folder.dispose();
    // Sweeping directly with a later clock removes the recent dead one too.
    sweepStaleSpillFolders(parent, Date.now() + DAY);
    expect(readdirSync(parent)).not.toContain(`keel-spill-${deadPid}-bb22`);
  });

  it("tools given neither spill nor spillDir share the process's managed folder", () => {
    expect(spillFolderOf({})).toBe(defaultSpillFolder());
    expect(defaultSpillFolder().managed).toBe(true);
  });
});
