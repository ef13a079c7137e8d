import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { git, makeWorld, runSandboxed, skipWithoutBwrap } from "./support/fixture.js";

describe.skipIf(skipWithoutBwrap)("protected paths inside the project (bubblewrap)", () => {
  it("keeps .git/hooks and .git/config read-only: no hook runs in a later git command outside", async () => {
    const world = makeWorld();
    const marker = join(world.outside, "hook-ran");
    const config = readFileSync(join(world.project, ".git", "config"), "utf8");
    const run = await runSandboxed(
      world.policy(),
      [
        `printf '#!/bin/sh\\ntouch ${marker}\\n' > .git/hooks/pre-commit`,
        "chmod +x .git/hooks/pre-commit",
        "git config core.hooksPath .githooks",
        "echo '[core]' >> .git/config",
        "mv .git .git-old",
        "rm -rf .git/hooks",
      ].join("; "),
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(readFileSync(join(world.project, ".git", "config"), "utf8")).toBe(config);
    expect(existsSync(join(world.project, ".git", "hooks", "pre-commit"))).toBe(false);
    // A git command on the host afterwards runs no planted hook.
    writeFileSync(join(world.project, "a.txt"), "a\n");
    git(world.project, "add", "a.txt");
    git(world.project, "commit", "-q", "-m", "after");
    expect(existsSync(marker)).toBe(false);
  });

  it("protects .git/hooks even when it does not exist, and leaves no placeholder behind", async () => {
    const world = makeWorld();
    rmSync(join(world.project, ".git", "hooks"), { recursive: true, force: true });
    const run = await runSandboxed(
      world.policy(),
      "mkdir -p .git/hooks; printf '#!/bin/sh\\nexit 0\\n' > .git/hooks/pre-commit",
      world.project,
    );
    expect(run.code).not.toBe(0);
    expect(existsSync(join(world.project, ".git", "hooks"))).toBe(false);
  });

  it("keeps the project's .keel/ read-only, whether it exists or not", async () => {
    const world = makeWorld();
    const withoutKeel = await runSandboxed(
      world.policy(),
      "mkdir -p .keel && echo '{}' > .keel/settings.json",
      world.project,
    );
    expect(withoutKeel.code).not.toBe(0);
    expect(existsSync(join(world.project, ".keel"))).toBe(false);
    mkdirSync(join(world.project, ".keel"));
    writeFileSync(join(world.project, ".keel", "settings.json"), '{"sandbox":{"mode":"read-only"}}\n');
    const withKeel = await runSandboxed(
      world.policy(),
      `echo '{"sandbox":{"mode":"off"}}' > .keel/settings.json; rm -rf .keel; mv .keel .keel-old`,
      world.project,
    );
    expect(withKeel.output).toContain("Read-only file system");
    expect(readFileSync(join(world.project, ".keel", "settings.json"), "utf8")).toContain("read-only");
  });

  it("keeps Keel's home read-only even when it lies inside a writable root", async () => {
    const world = makeWorld();
    const policy = world.policy({ writableRoots: [world.home] });
    const run = await runSandboxed(
      policy,
      `echo '{}' > ${world.keelHome}/settings.json; echo ok > ${world.home}/notes`,
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(existsSync(join(world.keelHome, "settings.json"))).toBe(false);
    expect(readFileSync(join(world.home, "notes"), "utf8")).toBe("ok\n");
  });

  it("protects the real git dir of a worktree", async () => {
    const world = makeWorld();
    const worktree = join(world.root, "worktree");
    git(world.project, "worktree", "add", "-q", worktree);
    const policy = world.policy({ projectRoot: worktree });
    const run = await runSandboxed(
      policy,
      `echo x > ${world.project}/.git/hooks/post-checkout; echo '[x]' >> ${world.project}/.git/config; echo gitdir: /tmp > .git`,
      worktree,
    );
    expect(run.output).toContain("Read-only file system");
    expect(existsSync(join(world.project, ".git", "hooks", "post-checkout"))).toBe(false);
    expect(readFileSync(join(worktree, ".git"), "utf8")).toContain("gitdir:");
  });
});

describe.skipIf(skipWithoutBwrap)("protected paths that are writable roots themselves (bubblewrap)", () => {
  it("keeps Keel's home read-only even when it is listed as a writable root", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy({ writableRoots: [world.keelHome] }),
      `echo '{}' > ${world.keelHome}/settings.json`,
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(existsSync(join(world.keelHome, "settings.json"))).toBe(false);
  });
});
