import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeWorld, runSandboxed, SECRET, skipWithoutBwrap } from "./support/fixture.js";

describe.skipIf(skipWithoutBwrap)("paths the sandbox does not let commands read (bubblewrap)", () => {
  it("hides ~/.ssh, ~/.netrc and $KEEL_HOME/auth.json", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      `cat ${world.home}/.ssh/id_rsa; cat ${world.home}/.netrc; cat ${world.keelHome}/auth.json; ls -a ${world.home}/.ssh; cat /proc/self/root${world.home}/.ssh/id_rsa; echo done`,
      world.project,
    );
    expect(run.output).toContain("done");
    expect(run.output).not.toContain(SECRET);
  });

  it("hides a path of sandbox.denyRead inside the project, also through a symbolic link", async () => {
    const world = makeWorld();
    const { writeFileSync, mkdirSync, symlinkSync } = await import("node:fs");
    mkdirSync(join(world.project, "secrets"));
    writeFileSync(join(world.project, "secrets", "token"), `${SECRET}-project\n`);
    symlinkSync(join(world.project, "secrets"), join(world.project, "alias"));
    const run = await runSandboxed(
      world.policy({ denyRead: ["secrets"] }),
      "cat secrets/token; cat alias/token; echo done",
      world.project,
    );
    expect(run.output).toContain("done");
    expect(run.output).not.toContain(SECRET);
  });
});
