import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTheme } from "./theme.js";
import { ThemeSwitch } from "./theme-switch.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-theme-switch-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("ThemeSwitch", () => {
  it("offers dark, light and the files' themes; select switches and tells subscribers", async () => {
    writeFileSync(join(dir, "ocean.json"), JSON.stringify({ name: "ocean", colors: { accent: "#268bd2" } }));
    const { themes, diagnostics } = await ThemeSwitch.load({}, { selected: undefined, files: [dir] });
    expect(diagnostics).toEqual([]);
    expect(themes.names()).toEqual(["dark", "light", "ocean"]);
    expect(themes.current().name).toBe("dark");
    let told = 0;
    const stop = themes.subscribe(() => told++);
    expect(themes.select("ocean")).toEqual({ ok: true, name: "ocean" });
    expect(themes.current().accent("a")).toBe("\u001b[38;2;38;139;210ma\u001b[39m");
    expect(themes.select("light")).toEqual({ ok: true, name: "light" });
    expect(themes.current().user("u")).toBe(createTheme({}, "light").user("u"));
    stop();
    themes.select("dark");
    expect(told).toBe(2);
  });

  it("bad input: an unknown name changes nothing and lists the themes there are", async () => {
    const { themes } = await ThemeSwitch.load({ KEEL_THEME: "light" }, { selected: undefined, files: [] });
    expect(themes.current().name).toBe("light");
    expect(themes.select("solarized")).toEqual({
      ok: false,
      error: 'No theme named "solarized". Themes here: dark, light.',
    });
    expect(themes.current().name).toBe("light");
  });
});
