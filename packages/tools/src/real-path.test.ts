import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandPath, resolveToolPath } from "./paths.js";
import { expandTilde, type RealPathOptions, resolveRealPath } from "./real-path.js";

let world: string;
let shell: RealPathOptions;
let tool: RealPathOptions;
const users = (name: string) => (name === "alice" ? "/home/alice" : undefined);

beforeAll(() => {
  world = realpathSync(mkdtempSync(join(tmpdir(), "keel-real-path-")));
  mkdirSync(join(world, "project", "sub"), { recursive: true });
  mkdirSync(join(world, "home"), { recursive: true });
  symlinkSync(join(world, "home"), join(world, "project", "home-link"));
  shell = { cwd: join(world, "project"), homeDir: join(world, "home"), style: "shell", userHome: users };
  tool = { ...shell, style: "tool" };
});
afterAll(() => rmSync(world, { recursive: true, force: true }));

describe("one reading of a path for the checker and the file tools", () => {
  it.each([
    ["/proc/self/root/ETC/passwd", "/ETC/passwd"],
    ["/proc/thread-self/root/ETC/passwd", "/ETC/passwd"],
    ["/proc/1/root/ETC/passwd", "/ETC/passwd"],
    ["/proc/self/task/1/root/ETC/x", "/ETC/x"],
    ["/dev/fd/../../../ETC/passwd", "/ETC/passwd"],
    ["/proc/self/fd/../../../ETC/passwd", "/ETC/passwd"],
    ["/proc/self/../self/root/ETC/x", "/ETC/x"],
  ])("%s leads back into the file system: %s", async (path, expected) => {
    const target = path.replace("ETC", `${world.slice(1)}/etc`);
    const want = expected.replace("/ETC", `${world}/etc`);
    expect(await resolveRealPath(target, shell)).toEqual({ kind: "file", path: want });
    expect(await resolveRealPath(target, tool)).toEqual({ kind: "file", path: want });
  });

  it.each(["/dev/stdout", "/dev/stderr", "/dev/fd/1", "/proc/self/fd/2", "/dev/fd/3", "/proc/thread-self/fd/0"])(
    "%s is a stream of the shell",
    async (path) => {
      expect((await resolveRealPath(path, shell)).kind).toBe("stream");
    },
  );

  it.each([
    "/proc/self/cwd/x",
    "/proc/1/cwd",
    "/proc/self/exe",
    "/dev/fd/3/x",
    "/dev/stdin/x",
    "/proc/self/fd/1/../x",
    "~-/x",
    "~2/x",
    "~+1",
  ])("%s cannot be known in advance", async (path) => {
    expect((await resolveRealPath(path, shell)).kind).toBe("unknown");
    expect((await resolveRealPath(path, tool)).kind).toBe("unknown");
  });

  it("follows the shell's tilde rules for both readers", async () => {
    const home = join(world, "home");
    const project = join(world, "project");
    expect(await resolveRealPath("~/x", shell)).toEqual({ kind: "file", path: join(home, "x") });
    expect(await resolveRealPath("~\\x", shell)).toEqual({ kind: "file", path: join(project, "~\\x") });
    expect(await resolveRealPath("~\\x", tool)).toEqual({ kind: "file", path: join(project, "~\\x") });
    expect(expandPath(project, "~\\x", home)).toBe(join(project, "~\\x"));
    expect(await resolveRealPath("~alice/notes", shell)).toEqual({ kind: "file", path: "/home/alice/notes" });
    expect(await resolveRealPath("~nobody-here/x", tool)).toEqual({
      kind: "file",
      path: join(project, "~nobody-here/x"),
    });
    expect(await resolveRealPath("~+/sub", shell)).toEqual({ kind: "file", path: join(project, "sub") });
    expect(expandTilde("~", { cwd: project, homeDir: home })).toBe(home);
  });

  it("resolves symlinks; .. is physical for the shell and by name for the tools", async () => {
    const project = join(world, "project");
    expect(await resolveRealPath("home-link/new.txt", tool)).toEqual({
      kind: "file",
      path: join(world, "home", "new.txt"),
    });
    expect(await resolveRealPath("home-link/../x", shell)).toEqual({ kind: "file", path: join(world, "x") });
    expect(await resolveRealPath("home-link/../x", tool)).toEqual({ kind: "file", path: join(project, "x") });
  });

  it.each(["/proc/self/cwd/x", "/dev/fd/3/x", "~-/x", "/proc/1/exe"])(
    "the file tools refuse %s, a path the checker cannot decide, saying why",
    async (path) => {
      await expect(resolveToolPath(join(world, "project"), path, { realpath })).rejects.toThrow(
        /cannot be used: .*Give the file's own path instead\./,
      );
    },
  );
});
