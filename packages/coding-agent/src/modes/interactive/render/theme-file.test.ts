import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTheme } from "./theme.js";
import { chooseThemePalette, readThemeFiles } from "./theme-file.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-themes-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("theme files", () => {
  it("a theme file is a palette over a built-in one: #rrggbb and 256-colour indexes become the UI's colours", async () => {
    mkdirSync(join(dir, "themes"));
    writeFileSync(
      join(dir, "themes", "ocean.json"),
      JSON.stringify({ name: "ocean", base: "light", colors: { accent: "#268bd2", error: 160 } }),
    );
    const { palettes, diagnostics } = await readThemeFiles([join(dir, "themes")]);
    expect(diagnostics).toEqual([]);
    const chosen = chooseThemePalette("ocean", palettes);
    const theme = createTheme({}, chosen.palette);
    expect(theme.name).toBe("ocean");
    expect(theme.accent("a")).toBe("\u001b[38;2;38;139;210ma\u001b[39m");
    expect(theme.error("e")).toBe("\u001b[38;5;160me\u001b[39m");
    // Colours the file leaves out come from its base (light's user text is black).
    expect(theme.user("u")).toBe(createTheme({}, "light").user("u"));
    expect(createTheme({ NO_COLOR: "1" }, chosen.palette).accent("a")).toBe("a");
  });

  it("the built-in dark and light are palettes too; nothing chosen keeps KEEL_THEME's", () => {
    expect(chooseThemePalette("light", []).palette?.name).toBe("light");
    expect(chooseThemePalette(undefined, []).palette).toBeUndefined();
    expect(createTheme({ KEEL_THEME: "light" }).name).toBe("light");
  });

  it("bad input: a file that does not fit is named with the reason; an unknown name lists the themes there are", async () => {
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ name: "bad", colors: { accentt: "#ffffff" } }));
    writeFileSync(join(dir, "broken.json"), "{ nope");
    const read = await readThemeFiles([join(dir, "bad.json"), join(dir, "broken.json")]);
    expect(read.palettes).toEqual([]);
    expect(read.diagnostics.map((d) => d.source)).toEqual([join(dir, "bad.json"), join(dir, "broken.json")]);
    expect(read.diagnostics[0]?.message).toMatch(/theme not loaded: \/colors must NOT have additional properties/);
    const unknown = chooseThemePalette("solarized", [{ name: "ocean", colors: createThemeColors() }]);
    expect(unknown.palette).toBeUndefined();
    expect(unknown.diagnostics[0]).toMatchObject({
      message: 'no theme named "solarized"; using dark',
      hint: "Themes here: dark, light, ocean.",
    });
  });
});

function createThemeColors() {
  return chooseThemePalette("dark", []).palette?.colors ?? ({} as never);
}
