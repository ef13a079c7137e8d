import { describe, expect, it } from "vitest";
import type { RenderContext } from "../render/render-context.js";
import { createTheme } from "../render/theme.js";
import type { HookItem } from "../state/ui-state.js";
import { hookItemLines } from "./hook-line-view.js";

const ctx = (toolsExpanded: boolean): RenderContext => ({
  theme: createTheme({ NO_COLOR: "1" }),
  width: 60,
  toolsExpanded,
  thinkingExpanded: false,
  now: 0,
});

const item = (extra: Partial<HookItem>): HookItem => ({
  kind: "hook",
  id: "h1",
  level: "warning",
  text: "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes",
  stderr: "",
  stdout: "",
  ...extra,
});

describe("hookItemLines", () => {
  it("a hook that printed nothing is its line alone, expanded or not", () => {
    expect(hookItemLines(item({}), ctx(false))).toEqual([
      "",
      "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes",
    ]);
    expect(hookItemLines(item({}), ctx(true))).toEqual(hookItemLines(item({}), ctx(false)));
  });

  it("collapsed: a hint counts the output lines; expanded: stderr then stdout, without the script's escapes", () => {
    const printed = item({ stderr: "no pushes\r\nto \u001b[31mmain\u001b[0m\n", stdout: "checked 3 refs\n" });
    expect(hookItemLines(printed, ctx(false))).toEqual([
      "",
      "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes",
      "  … 3 lines of output (Ctrl+O to expand)",
    ]);
    expect(hookItemLines(printed, ctx(true))).toEqual([
      "",
      "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes",
      "  stderr:",
      "    no pushes",
      "    to main",
      "  stdout:",
      "    checked 3 refs",
    ]);
  });

  it("expanded output stops after 400 lines and says how many more there are", () => {
    const long = item({ stdout: Array.from({ length: 450 }, (_, i) => `row ${i}`).join("\n") });
    const lines = hookItemLines(long, ctx(true));
    expect(lines.at(-2)).toBe("    row 398");
    expect(lines.at(-1)).toBe("  … 51 more lines");
  });
});
