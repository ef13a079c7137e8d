import { readFileSync } from "node:fs";
import { join } from "node:path";
import { THEME_COLORS } from "@keel/coding-agent/internal";
import { describe, expect, it } from "vitest";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

// A generous limit: each test starts the real binary in tmux, on a machine other suites share.
describe.skipIf(skip !== undefined)("a package's theme in the terminal UI (tmux)", { timeout: 60_000 }, () => {
  // Colours on: no NO_COLOR, a truecolor terminal.
  const tui = tmuxWorld({ width: 180, env: { NO_COLOR: undefined, COLORTERM: "truecolor" } });

  const OCEAN = "38;2;38;139;210";

  function start(settings: object): void {
    const { world } = tui;
    const pkg = join(world.root, "ocean-theme");
    world.write(
      join(pkg, "package.json"),
      JSON.stringify({ name: "ocean-theme", keel: { themes: ["./themes/*.json"] } }),
    );
    world.write(
      join(pkg, "themes", "ocean.json"),
      JSON.stringify({ name: "ocean", colors: Object.fromEntries(THEME_COLORS.map((name) => [name, "#268bd2"])) }),
    );
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ packages: [pkg], ...settings }));
    tui.start();
  }

  it("settings.theme names a theme a package carries: the UI draws with its colours", async () => {
    const { world, term } = tui;
    await world.model();
    start({ theme: "ocean" });
    await term.waitFor("Ask anything");
    expect(term.screenWithColors()).toContain(OCEAN);
  });

  it("bad input: an unknown theme name is a notice listing the themes there are, and the UI uses dark", async () => {
    const { world, term } = tui;
    await world.model();
    start({ theme: "solarized" });
    const screen = await term.waitFor("Ask anything");
    expect(screen).toContain('no theme named "solarized"; using dark');
    expect(screen).toContain("Themes here: dark, light, ocean.");
    expect(term.screenWithColors()).not.toContain(OCEAN);
  });

  it("/theme lists the themes, switches the screen at once and saves the choice in the user's settings", async () => {
    const { world, term } = tui;
    await world.model();
    start({});
    await term.waitFor("Ask anything");
    expect(term.screenWithColors()).not.toContain(OCEAN);
    term.submit("/theme");
    const list = await term.waitFor(/Theme[\s\S]*ocean/);
    expect(list).toMatch(/› dark/);
    expect(list).toContain("light");
    term.submit("ocean");
    await term.waitFor("Theme: ocean, saved in");
    expect(term.screenWithColors()).toContain(OCEAN);
    const saved = JSON.parse(readFileSync(join(world.keelHome, "settings.json"), "utf8")) as Record<string, unknown>;
    expect(saved.theme).toBe("ocean");
    // The rest of the file is kept.
    expect(saved.packages).toEqual([join(world.root, "ocean-theme")]);
  });

  it("bad input: /theme with a name no theme has is an error listing the themes, and nothing is saved", async () => {
    const { world, term } = tui;
    await world.model();
    start({});
    await tui.prompt("/theme solarized");
    const screen = await term.waitFor('No theme named "solarized"');
    expect(screen).toContain("Themes here: dark, light, ocean.");
    const saved = JSON.parse(readFileSync(join(world.keelHome, "settings.json"), "utf8")) as Record<string, unknown>;
    expect(saved.theme).toBeUndefined();
  });

  it("a package that cannot load is a notice in the UI naming it, and the session starts with the others", async () => {
    const { world, term } = tui;
    await world.model();
    const broken = join(world.root, "broken-package");
    world.write(join(broken, "package.json"), "{ not json");
    const pkg = join(world.root, "ocean-theme");
    world.write(
      join(pkg, "package.json"),
      JSON.stringify({ name: "ocean-theme", keel: { themes: ["./themes/*.json"] } }),
    );
    world.write(join(pkg, "themes", "ocean.json"), JSON.stringify({ name: "ocean", colors: { accent: "#268bd2" } }));
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ packages: [broken, pkg], theme: "ocean" }));
    tui.start();
    const screen = await term.waitFor("Ask anything");
    expect(screen).toContain(`package ${broken}`);
    expect(screen).toContain("not loaded");
    // The other package loaded: its theme is in use.
    expect(term.screenWithColors()).toContain(OCEAN);
  });
});
