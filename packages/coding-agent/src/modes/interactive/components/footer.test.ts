import { describe, expect, it } from "vitest";
import { createTheme } from "../render/theme.js";
import type { FooterInfo } from "../state/footer-info.js";
import { footerLine } from "./footer.js";

const info: FooterInfo = {
  provider: "anthropic",
  modelId: "claude-sonnet-4",
  thinkingLevel: "high",
  tokensIn: 12_345,
  tokensOut: 678,
  cacheRead: 4_000,
  cacheWrite: 0,
  cost: 0.0421,
  contextTokens: 50_000,
  contextWindow: 200_000,
  sessionName: "fix-tests",
  trusted: false,
  hasProject: true,
};

describe("footerLine", () => {
  it("shows the model, thinking, tokens, cache, cost, context share, session name and trust", () => {
    expect(footerLine(info, createTheme({ NO_COLOR: "1" }), 120)).toBe(
      "claude-sonnet-4 · high  ↑12k ↓678  cache R4.0k W0  $0.042  ctx 25% of 200k  fix-tests  untrusted",
    );
  });

  it("leaves out what does not apply and fits 80 columns", () => {
    const line = footerLine(
      { ...info, thinkingLevel: "off", cacheRead: 0, sessionName: undefined, hasProject: false },
      createTheme({ NO_COLOR: "1" }),
      80,
    );
    expect(line).toBe("claude-sonnet-4  ↑12k ↓678  $0.042  ctx 25% of 200k");
    expect(footerLine(info, createTheme({ NO_COLOR: "1" }), 40).length).toBeLessThanOrEqual(40);
  });

  it("says no sandbox when the OS sandbox could not start, and nothing when it runs or is off", () => {
    const theme = createTheme({ NO_COLOR: "1" });
    expect(footerLine({ ...info, sandbox: "unavailable" }, theme, 200)).toMatch(/untrusted {2}no sandbox$/);
    expect(footerLine({ ...info, sandbox: "active" }, theme, 200)).not.toContain("sandbox");
    expect(footerLine({ ...info, sandbox: "off" }, theme, 200)).not.toContain("sandbox");
  });
});
