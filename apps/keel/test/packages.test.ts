import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, type ScriptedModelServer } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type KeelRun, KeelWorld } from "./support/keel-world.js";
import { NpmRegistry } from "./support/npm-registry.js";
import { systemProgram } from "./support/system-programs.js";

// Packages through the real keel binary, npm and git; nothing reaches the network:
// npm talks to a loopback registry, git clones local bare repositories.

// Each test spawns keel several times, and npm and git besides.
vi.setConfig({ testTimeout: 180_000 });

// npm comes with Node; git is a system program: CI (KEEL_REQUIRE_SYSTEM_TOOLS=1) fails without it, elsewhere its tests skip.
const hasGit = systemProgram("git", "apt-get install git");

let world: KeelWorld;
let registry: NpmRegistry;
let server: ScriptedModelServer;
beforeEach(async () => {
  world = new KeelWorld();
  registry = await NpmRegistry.start();
  server = await world.model();
});
afterEach(async () => {
  await registry.close();
  await world.close();
});

/** An extension that puts `marker` in the system prompt: the model sees which package version loaded. */
const markerExtension = (marker: string) =>
  `export default function (pi) {\n  pi.on("before_agent_start", (event) => ({ systemPrompt: event.systemPrompt + "\\n${marker}" }));\n}\n`;

/** The environment every keel spawn here gets: npm pointed at the loopback registry, git's URLs at local repos. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    npm_config_registry: registry.url,
    npm_config_cache: join(world.root, "npm-cache"),
    npm_config_update_notifier: "false",
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: `url.file://${join(world.root, "git")}/.insteadOf`,
    GIT_CONFIG_VALUE_0: "https://git.test/",
    GIT_AUTHOR_NAME: "t",
    GIT_AUTHOR_EMAIL: "t@t",
    GIT_COMMITTER_NAME: "t",
    GIT_COMMITTER_EMAIL: "t@t",
    ...extra,
  };
}

function keel(args: readonly string[], extra: Record<string, string> = {}, cwd?: string): Promise<KeelRun> {
  return world.run(args, { env: env(extra), ...(cwd ? { cwd } : {}) });
}

/** Runs one prompt and returns the system prompt the model received, with the run. */
async function systemPrompt(
  args: readonly string[] = [],
  extra: Record<string, string> = {},
): Promise<{ run: KeelRun; prompt: string }> {
  server.enqueue(replyText("ok"));
  const before = server.requests.length;
  const run = await keel(["--model", "local/scripted", ...args, "-p", "hi"], extra);
  const request = server.requests[before];
  return { run, prompt: request ? server.systemPromptOf(request) : "" };
}

function publishGreeter(version: string): void {
  registry.publish({
    name: "greeter",
    version,
    files: {
      "package.json": JSON.stringify({
        name: "greeter",
        version,
        keel: { extensions: ["./index.ts"], prompts: ["./prompts"] },
      }),
      "index.ts": markerExtension(`GREETER ${version}`),
      "prompts/wave.md": "Wave at the user.\n",
    },
  });
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const settingsOf = (home: string) => readJson(join(home, "settings.json"));
const lockOf = (home: string) => readJson(join(home, "packages-lock.json"));

describe("keel install / list / update / remove with an npm source", () => {
  it("installs a range with npm, locks the exact version and checksum, loads it, updates it and removes it", async () => {
    publishGreeter("1.0.0");
    const installed = await keel(["install", "npm:greeter@^1.0.0"]);
    expect(installed.stderr).toBe("");
    expect(installed.code).toBe(0);
    expect(installed.stdout).toContain(
      "Installed npm:greeter@^1.0.0 (1.0.0) for the user; it adds extensions, prompts.",
    );
    expect(settingsOf(world.keelHome).packages).toEqual(["npm:greeter@^1.0.0"]);
    const locked = lockOf(world.keelHome).packages["npm:greeter"];
    expect(locked).toMatchObject({ kind: "npm", source: "npm:greeter@^1.0.0", version: "1.0.0" });
    expect(locked.integrity).toMatch(/^sha512-/);
    expect(existsSync(join(world.keelHome, "packages", "npm", "greeter", "node_modules", "greeter", "index.ts"))).toBe(
      true,
    );

    expect((await systemPrompt()).prompt).toContain("GREETER 1.0.0");

    const list = await keel(["list", "--json"]);
    expect(list.code).toBe(0);
    const scopes = JSON.parse(list.stdout).scopes;
    expect(scopes[0]).toMatchObject({
      scope: "user",
      active: true,
      packages: [{ source: "npm:greeter@^1.0.0", kind: "npm", locked: "1.0.0", installed: true }],
    });

    // A newer version matching the range: runs stay on the locked one until keel update.
    publishGreeter("1.1.0");
    expect((await systemPrompt()).prompt).toContain("GREETER 1.0.0");
    const updated = await keel(["update"]);
    expect(updated.stderr).toBe("");
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain("npm:greeter@^1.0.0: 1.0.0 → 1.1.0");
    expect(lockOf(world.keelHome).packages["npm:greeter"].version).toBe("1.1.0");
    expect((await systemPrompt()).prompt).toContain("GREETER 1.1.0");
    const again = await keel(["update", "npm:greeter"]);
    expect(again.stdout).toContain("npm:greeter@^1.0.0: 1.1.0 (unchanged)");

    const removed = await keel(["remove", "npm:greeter"]);
    expect(removed.code).toBe(0);
    expect(settingsOf(world.keelHome).packages).toBeUndefined();
    expect(lockOf(world.keelHome).packages).toEqual({});
    expect(existsSync(join(world.keelHome, "packages", "npm", "greeter"))).toBe(false);
    expect((await systemPrompt()).prompt).not.toContain("GREETER");
  });

  it("a package's dependencies are installed with it, in its own prefix, and its extension imports them", async () => {
    registry.publish({
      name: "shout-lib",
      version: "2.0.0",
      files: {
        "package.json": JSON.stringify({ name: "shout-lib", version: "2.0.0", type: "module", main: "index.js" }),
        "index.js": 'export const shout = (text) => text.toUpperCase() + "!";\n',
      },
    });
    registry.publish({
      name: "shouter",
      version: "1.0.0",
      files: {
        "package.json": JSON.stringify({
          name: "shouter",
          version: "1.0.0",
          keel: { extensions: ["./index.ts"] },
          dependencies: { "shout-lib": "^2.0.0" },
        }),
        "index.ts": `import { shout } from "shout-lib";\nexport default function (pi) {\n  pi.on("before_agent_start", (event) => ({ systemPrompt: event.systemPrompt + "\\n" + shout("dependency loaded") }));\n}\n`,
      },
    });
    const installed = await keel(["install", "npm:shouter"]);
    expect(installed.stderr).toBe("");
    expect(installed.code).toBe(0);
    const prefix = join(world.keelHome, "packages", "npm", "shouter", "node_modules");
    expect(readJson(join(prefix, "shout-lib", "package.json")).version).toBe("2.0.0");
    const { run, prompt } = await systemPrompt();
    expect(run.stderr).toBe("");
    expect(prompt).toContain("DEPENDENCY LOADED!");
  });

  it("the lock file reproduces: a teammate's KEEL_HOME with the same settings and lock gets the locked version, not the newest", async () => {
    publishGreeter("1.0.0");
    expect((await keel(["install", "npm:greeter@^1.0.0"])).code).toBe(0);
    publishGreeter("1.2.0");
    const mate = join(world.root, "mate-home");
    mkdirSync(mate, { recursive: true });
    copyFileSync(join(world.keelHome, "settings.json"), join(mate, "settings.json"));
    copyFileSync(join(world.keelHome, "packages-lock.json"), join(mate, "packages-lock.json"));
    copyFileSync(join(world.keelHome, "models.json"), join(mate, "models.json"));
    const { run, prompt } = await systemPrompt([], { KEEL_HOME: mate });
    expect(run.stderr).not.toContain("package");
    expect(prompt).toContain("GREETER 1.0.0");
    expect(readFileSync(join(mate, "packages-lock.json"), "utf8")).toBe(
      readFileSync(join(world.keelHome, "packages-lock.json"), "utf8"),
    );
  });

  it("keel -e npm:<name> tries a package for one run, cached, without declaring it", async () => {
    publishGreeter("1.0.0");
    const { run, prompt } = await systemPrompt(["-e", "npm:greeter"]);
    expect(run.code).toBe(0);
    expect(prompt).toContain("GREETER 1.0.0");
    expect(existsSync(join(world.keelHome, "settings.json"))).toBe(false);
    const fetched = registry.requests.length;
    expect((await systemPrompt(["-e", "npm:greeter"])).prompt).toContain("GREETER 1.0.0");
    expect(registry.requests.length).toBe(fetched);
  });

  it("keel -e npm:<name> with --no-extensions and --no-prompt-templates: as in pi, that package's extensions and prompts load, the others do not", async () => {
    publishGreeter("1.0.0");
    world.write(join(world.keelHome, "extensions", "mine.ts"), markerExtension("USER EXTENSION"));
    world.write(join(world.keelHome, "prompts", "mine.md"), "The user's own template.\n");
    server.enqueue(replyText("ok"), replyText("ok"));
    const args = ["--model", "local/scripted", "-e", "npm:greeter", "--no-extensions", "--no-prompt-templates", "-p"];
    const wave = await keel([...args, "/wave"]);
    expect(wave.stderr).toBe("");
    expect(wave.code).toBe(0);
    const first = server.requests.at(-1);
    const prompt = first ? server.systemPromptOf(first) : "";
    expect(prompt).toContain("GREETER 1.0.0");
    expect(prompt).not.toContain("USER EXTENSION");
    expect(JSON.stringify(first?.body)).toContain("Wave at the user.");
    // The user's own template is left out: /mine reaches the model as typed.
    await keel([...args, "/mine"]);
    const second = JSON.stringify(server.requests.at(-1)?.body);
    expect(second).toContain("/mine");
    expect(second).not.toContain("The user's own template.");
  });

  it("--offline: a declared package that is not installed is named on stderr, nothing is fetched, the run goes on", async () => {
    publishGreeter("1.0.0");
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ packages: ["npm:greeter@1.0.0"] }));
    const { run, prompt } = await systemPrompt(["--offline"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "package npm:greeter@1.0.0: error: not loaded: not installed, and --offline allows only cached copies",
    );
    expect(prompt).not.toContain("GREETER");
    expect(registry.requests).toEqual([]);
  });
});

describe("broken packages and bad input", () => {
  it("a package that cannot install is named on stderr and the run goes on with the others; keel install exits 1", async () => {
    const good = join(world.root, "good-package");
    world.write(join(good, "package.json"), JSON.stringify({ name: "good" }));
    world.write(join(good, "extensions", "mark.ts"), markerExtension("GOOD LOADED"));
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ packages: ["npm:no-such-package@^2.0.0", good] }),
    );
    const { run, prompt } = await systemPrompt();
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /package npm:no-such-package@\^2\.0\.0: error: not loaded: npm install no-such-package@\^2\.0\.0 failed: .*404/,
    );
    expect(run.stderr).toContain("The run goes on without it.");
    expect(prompt).toContain("GOOD LOADED");

    const install = await keel(["install", "npm:no-such-package"]);
    expect(install.code).toBe(1);
    expect(install.stderr).toContain(
      "package npm:no-such-package: error: not installed: npm install no-such-package@latest failed",
    );
    expect(settingsOf(world.keelHome).packages).toEqual(["npm:no-such-package@^2.0.0", good]);
  });

  it("bad source forms are usage errors that say what to write", async () => {
    const bad = await keel(["install", "tools"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"tools" is neither a package source nor a path');
    expect(bad.stderr).toContain("For an npm package write npm:tools; for a folder here write ./tools.");
    const ref = await keel(["install", "git:github.com/team/tools@"]);
    expect(ref.code).toBe(2);
    expect(ref.stderr).toContain('bad git ref "" after "@"');
    const missing = await keel(["remove", "npm:never-installed"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("npm:never-installed is not declared here");
  });
});

describe.skipIf(!hasGit)("git sources", () => {
  function git(args: string[], cwd: string): string {
    return execFileSync("git", args, { cwd, env: { ...process.env, ...env() }, encoding: "utf8" }).trim();
  }

  /** A bare repository at <root>/git/team/tools.git (https://git.test/team/tools.git) with a tag v1 and a branch main. */
  function makeRepository(): { work: string; commit: (marker: string) => string } {
    const bare = join(world.root, "git", "team", "tools.git");
    mkdirSync(bare, { recursive: true });
    git(["init", "--quiet", "--bare", "--initial-branch=main"], bare);
    const work = join(world.root, "tools-work");
    mkdirSync(work, { recursive: true });
    git(["init", "--quiet", "--initial-branch=main"], work);
    git(["remote", "add", "origin", bare], work);
    const commit = (marker: string) => {
      world.write(join(work, "package.json"), JSON.stringify({ name: "tools", keel: { extensions: ["./ext.ts"] } }));
      world.write(join(work, "ext.ts"), markerExtension(marker));
      git(["add", "."], work);
      git(["commit", "--quiet", "-m", marker], work);
      git(["push", "--quiet", "origin", "main", "--tags"], work);
      return git(["rev-parse", "HEAD"], work);
    };
    return { work, commit };
  }

  it("installs a git source at a tag (pinned) and at a branch (moved by keel update)", async () => {
    const repo = makeRepository();
    const first = repo.commit("TOOLS ONE");
    git(["tag", "v1"], repo.work);
    git(["push", "--quiet", "origin", "v1"], repo.work);
    repo.commit("TOOLS TWO");

    const tagged = await keel(["install", "git:git.test/team/tools.git@v1"]);
    expect(tagged.stderr).toBe("");
    expect(tagged.code).toBe(0);
    expect(lockOf(world.keelHome).packages["git:git.test/team/tools"]).toMatchObject({
      kind: "git",
      ref: "v1",
      refKind: "tag",
      commit: first,
    });
    expect((await systemPrompt()).prompt).toContain("TOOLS ONE");
    repo.commit("TOOLS IGNORED");
    expect((await keel(["update"])).stdout).toContain(`git:git.test/team/tools.git@v1: pinned at ${first.slice(0, 7)}`);

    // The same repository at a branch replaces the declaration; keel update then moves it.
    const branch = await keel(["install", "git:git.test/team/tools.git@main"]);
    expect(branch.code).toBe(0);
    expect(settingsOf(world.keelHome).packages).toEqual(["git:git.test/team/tools.git@main"]);
    expect(lockOf(world.keelHome).packages["git:git.test/team/tools"]).toMatchObject({ refKind: "branch" });
    expect((await systemPrompt()).prompt).toContain("TOOLS IGNORED");
    const before = lockOf(world.keelHome).packages["git:git.test/team/tools"].commit as string;
    const third = repo.commit("TOOLS THREE");
    const updated = await keel(["update"]);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain(`git:git.test/team/tools.git@main: ${before.slice(0, 7)} → ${third.slice(0, 7)}`);
    expect((await systemPrompt()).prompt).toContain("TOOLS THREE");
  });

  it("an https:// source is a git source: keel -e tries it for one run, at a tag, without declaring it", async () => {
    const repo = makeRepository();
    repo.commit("HTTPS ONE");
    git(["tag", "v1"], repo.work);
    git(["push", "--quiet", "origin", "v1"], repo.work);
    repo.commit("HTTPS TWO");
    const { run, prompt } = await systemPrompt(["-e", "https://git.test/team/tools.git@v1"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(prompt).toContain("HTTPS ONE");
    expect(prompt).not.toContain("HTTPS TWO");
    expect(existsSync(join(world.keelHome, "settings.json"))).toBe(false);
    expect(existsSync(join(world.keelHome, "packages", "tmp", "git", "git.test", "team", "tools"))).toBe(true);
  });
});

describe("local folders and the project's scope", () => {
  it("an untrusted project's declarations are neither installed nor loaded; trusted, they are", async () => {
    const local = join(world.root, "team-package");
    world.write(join(local, "extensions", "mark.ts"), markerExtension("PROJECT PACKAGE"));
    world.write(
      join(world.project, ".keel", "settings.json"),
      JSON.stringify({ packages: ["npm:greeter", "../../team-package"] }),
    );
    publishGreeter("1.0.0");
    const untrusted = await systemPrompt();
    expect(untrusted.run.code).toBe(0);
    expect(untrusted.prompt).not.toContain("PROJECT PACKAGE");
    expect(untrusted.prompt).not.toContain("GREETER");
    expect(registry.requests).toEqual([]);
    expect(existsSync(join(world.keelHome, "packages"))).toBe(false);
    const list = await keel(["list"]);
    expect(list.stdout).toContain("not loaded here: the project is not trusted");

    const trusted = await systemPrompt(["--approve"]);
    expect(trusted.run.stderr).not.toContain("package");
    expect(trusted.prompt, trusted.run.stderr).toContain("PROJECT PACKAGE");
    expect(trusted.prompt).toContain("GREETER 1.0.0");
    expect(readJson(join(world.project, ".keel", "packages-lock.json")).packages["npm:greeter"].version).toBe("1.0.0");
  });

  it("keel install -l declares a local folder in the project's settings, relative to .keel", async () => {
    const local = join(world.project, "vendor", "kit");
    world.write(join(local, "extensions", "mark.ts"), markerExtension("KIT"));
    const installed = await keel(["install", "./vendor/kit", "-l"]);
    expect(installed.code).toBe(0);
    expect(readJson(join(world.project, ".keel", "settings.json")).packages).toEqual(["../vendor/kit"]);
    expect((await systemPrompt(["--approve"])).prompt).toContain("KIT");
  });
});

describe("packages made for pi", () => {
  it("a pi-shaped package whose extension imports @earendil-works/pi-coding-agent loads against Keel's API", async () => {
    const pkg = join(world.root, "pi-package");
    world.write(
      join(pkg, "package.json"),
      JSON.stringify({
        name: "pi-package",
        pi: { extensions: ["./src/index.ts"] },
        peerDependencies: { "@earendil-works/pi-coding-agent": "*" },
      }),
    );
    world.write(
      join(pkg, "src", "index.ts"),
      [
        'import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";',
        'import { isToolCallEventType } from "@earendil-works/pi-coding-agent";',
        'import { Type } from "typebox";',
        "export default function (pi: ExtensionAPI) {",
        '  const bash = isToolCallEventType("bash", { toolName: "bash" }) ? "bash" : "none";',
        "  const shape = Type.Object({ path: Type.String() });",
        '  pi.on("before_agent_start", (event) => ({ systemPrompt: event.systemPrompt + "\\nPI PACKAGE " + bash + " " + shape.type }));',
        "}",
      ].join("\n"),
    );
    expect((await keel(["install", pkg])).code).toBe(0);
    const { run, prompt } = await systemPrompt();
    expect(run.stderr).not.toContain("pi-package");
    expect(prompt).toContain("PI PACKAGE bash object");
  });

  it("bad input: a pi package that uses an API Keel lacks fails with the missing name, and the run goes on", async () => {
    const pkg = join(world.root, "pi-tui-package");
    world.write(
      join(pkg, "package.json"),
      JSON.stringify({ name: "pi-tui-package", pi: { extensions: ["./index.ts"] } }),
    );
    world.write(
      join(pkg, "index.ts"),
      'import { DynamicBorder } from "@earendil-works/pi-coding-agent";\nexport default function (pi) { new DynamicBorder(); }\n',
    );
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ packages: [pkg] }));
    const { run } = await systemPrompt();
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`package ${pkg}: error: not loaded: made for pi, and uses what Keel does not offer`);
    expect(run.stderr).toContain(
      "uses @earendil-works/pi-coding-agent's DynamicBorder, not offered by Keel's extension API (@keel/coding-agent)",
    );
  });
});
