import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

/**
 * Makes a $KEEL_HOME that is not ~/.keel (every path the demo names must be
 * under it) and a project with a README for the demo to look at; returns the home.
 */
function demoSetup(world: KeelWorld): string {
  const keelHome = join(world.root, "elsewhere");
  mkdirSync(keelHome, { recursive: true });
  world.write(join(world.project, "README.md"), "# Demo Project\n\nA folder to look at.\n");
  return keelHome;
}

/** Every absolute path or `~/` path in a text. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/(?:~|\/)[\w.\-/]*\w/g)].map((m) => m[0]).filter((p) => p.includes("/"));
}

describe("the scripted demo (no model configured), print mode", () => {
  let world: KeelWorld;
  let keelHome: string;
  beforeEach(() => {
    world = new KeelWorld();
    keelHome = demoSetup(world);
  });
  afterEach(() => world.close());

  it("names the real $KEEL_HOME files, says the conversation is not saved, and saves none", async () => {
    const run = await world.run([], { env: { KEEL_HOME: keelHome } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/first heading is "Demo Project"/);
    expect(run.stdout).toContain(join(keelHome, "models.json"));
    expect(run.stdout).toContain(join(keelHome, "auth.json"));
    expect(run.stderr).toContain(join(keelHome, "models.json"));
    // No path it names points at the default home it does not use.
    for (const path of pathsIn(`${run.stdout}\n${run.stderr}`)) expect(path).not.toMatch(/^~|\.keel\//);
    expect(run.stdout).toContain("This conversation is not saved.");
    expect(run.stdout).not.toMatch(/session (was|were) real/);
    expect(existsSync(join(keelHome, "sessions"))).toBe(false);
    expect(world.sessionFiles()).toEqual([]);
  });
});

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("the scripted demo in a real terminal (tmux)", () => {
  const tui = tmuxWorld({ width: 220, height: 80 });
  let keelHome: string;
  beforeEach(() => {
    keelHome = demoSetup(tui.world);
  });

  /** How many complete demo answers the transcript holds so far. */
  const answers = (transcript: string): number => transcript.split("; see keel --help.").length - 1;

  it("answers any number of prompts, and names the session file it saved and the real $KEEL_HOME", async () => {
    const { term } = tui;
    tui.start([], { env: { KEEL_HOME: keelHome } });
    await term.waitFor("scripted demo");
    for (const [index, question] of ["what is this?", "and the tests?", "thanks, one more"].entries()) {
      await tui.prompt(question);
      await term.waitFor((screen) => !screen.includes("Working…") && answers(term.history()) >= index + 1);
    }
    const transcript = term.history();
    expect(transcript).not.toContain("Faux script exhausted");
    expect(transcript).toContain("I am still Keel's scripted demo model");
    expect(transcript).toContain(join(keelHome, "models.json"));
    for (const path of pathsIn(transcript)) expect(path).not.toMatch(/^~\/\.keel|^~$/);
    // The session file it names is real: under the $KEEL_HOME in use, and written.
    const saved = /This conversation is saved in\s+(\S+\.jsonl)/.exec(transcript)?.[1];
    expect(saved?.startsWith(join(keelHome, "sessions"))).toBe(true);
    await term.waitFor(() => saved !== undefined && existsSync(saved));
    expect(readdirSync(join(keelHome, "sessions")).length).toBeGreaterThan(0);
    term.keys("C-d");
    await term.waitFor("[keel exited 0]");
  });
});
