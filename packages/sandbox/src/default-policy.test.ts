import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultPolicy } from "./default-policy.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function layout() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-policy-")));
  made.push(root);
  const project = join(root, "project");
  const home = join(root, "home");
  const tmp = join(root, "tmp");
  mkdirSync(join(project, ".git", "hooks"), { recursive: true });
  mkdirSync(home);
  mkdirSync(tmp);
  return { root, project, home, tmp, keelHome: join(home, ".keel") };
}

describe("defaultPolicy", () => {
  it("makes the project and the temp folders writable, protects git, .keel and Keel's home, denies credentials", () => {
    const { project, home, tmp, keelHome } = layout();
    const policy = defaultPolicy({ projectRoot: project, home, keelHome, tmpDirs: [tmp] });
    expect(policy.mode).toBe("workspace-write");
    expect([...policy.writableRoots].sort()).toEqual([project, tmp].sort());
    expect(policy.protect).toEqual(
      expect.arrayContaining([
        join(project, ".git/hooks"),
        join(project, ".git/config"),
        join(project, ".keel"),
        keelHome,
      ]),
    );
    expect(policy.denyRead).toEqual(
      expect.arrayContaining([
        join(home, ".ssh"),
        join(home, ".gnupg"),
        join(home, ".aws"),
        join(home, ".config/gcloud"),
        join(home, ".azure"),
        join(home, ".kube"),
        join(home, ".docker/config.json"),
        join(home, ".netrc"),
        join(home, ".npmrc"),
        join(home, ".pypirc"),
        join(keelHome, "auth.json"),
        join(keelHome, "mcp-auth.json"),
      ]),
    );
    expect(policy.network).toEqual({ kind: "none" });
  });

  it("reads user paths as absolute, ~/ or relative to the project, and canonicalises them", () => {
    const { root, project, home, tmp, keelHome } = layout();
    mkdirSync(join(root, "real-cache"));
    symlinkSync(join(root, "real-cache"), join(root, "cache-link"));
    const policy = defaultPolicy({
      projectRoot: project,
      home,
      keelHome,
      tmpDirs: [tmp],
      writableRoots: [join(root, "cache-link"), "~/builds"],
      protect: ["dist"],
      denyRead: ["~/secrets", "config/../.env"],
    });
    expect(policy.writableRoots).toEqual(expect.arrayContaining([join(root, "real-cache"), join(home, "builds")]));
    expect(policy.protect).toContain(join(project, "dist"));
    expect(policy.denyRead).toEqual(expect.arrayContaining([join(home, "secrets"), join(project, ".env")]));
  });

  it("writes only the temp folders in read-only mode", () => {
    const { project, home, tmp, keelHome } = layout();
    const policy = defaultPolicy({ projectRoot: project, home, keelHome, tmpDirs: [tmp, tmp], mode: "read-only" });
    expect(policy.writableRoots).toEqual([tmp]);
  });

  it("protects the real git dir of a worktree (its .git file names it)", () => {
    const { root, project, home, tmp, keelHome } = layout();
    const worktree = join(root, "wt");
    const gitDir = join(project, ".git", "worktrees", "wt");
    mkdirSync(gitDir, { recursive: true });
    mkdirSync(worktree);
    writeFileSync(join(worktree, ".git"), `gitdir: ${gitDir}\n`);
    writeFileSync(join(gitDir, "commondir"), "../..\n");
    const policy = defaultPolicy({ projectRoot: worktree, home, keelHome, tmpDirs: [tmp] });
    expect(policy.protect).toEqual(
      expect.arrayContaining([join(worktree, ".git"), join(gitDir, "config"), join(project, ".git", "hooks")]),
    );
  });

  it("protects the git dirs of submodules, and .git itself when the project has none", () => {
    const { root, project, home, tmp, keelHome } = layout();
    const module = join(project, ".git", "modules", "libs", "x");
    mkdirSync(module, { recursive: true });
    writeFileSync(join(module, "HEAD"), "ref: refs/heads/main\n");
    const policy = defaultPolicy({ projectRoot: project, home, keelHome, tmpDirs: [tmp] });
    expect(policy.protect).toEqual(expect.arrayContaining([join(module, "hooks"), join(module, "config")]));
    const plain = join(root, "plain");
    mkdirSync(plain);
    expect(defaultPolicy({ projectRoot: plain, home, keelHome, tmpDirs: [tmp] }).protect).toContain(
      join(plain, ".git"),
    );
  });
});
