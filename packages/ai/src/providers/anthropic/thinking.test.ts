import { describe, expect, it } from "vitest";
import { anthropicThinking, claudeVersion, usesAdaptiveThinking } from "./thinking.js";

describe("claudeVersion", () => {
  it.each([
    ["claude-sonnet-4-6", { major: 4, minor: 6 }],
    ["claude-opus-5-5", { major: 5, minor: 5 }],
    ["claude-haiku-4-5-20251001", { major: 4, minor: 5 }],
    ["claude-3-7-sonnet-20250219", { major: 3, minor: 7 }],
    ["claude-opus-5", { major: 5, minor: 0 }],
    ["claude-next", undefined],
  ] as const)("%s", (id, version) => {
    expect(claudeVersion(id)).toEqual(version);
  });
});

describe("anthropicThinking", () => {
  it("uses adaptive thinking with an effort for Claude 4.6 and later", () => {
    expect(usesAdaptiveThinking({ id: "claude-sonnet-4-6" })).toBe(true);
    expect(usesAdaptiveThinking({ id: "claude-fable-5-2" })).toBe(true);
    expect(usesAdaptiveThinking({ id: "claude-haiku-4-5-20251001" })).toBe(false);
    expect(usesAdaptiveThinking({ id: "my-proxy-model" })).toBe(false);
    expect(anthropicThinking({ id: "claude-opus-5-5" }, "minimal", 64_000)).toEqual({
      thinking: { type: "adaptive", display: "summarized" },
      output_config: { effort: "low" },
      max_tokens: 64_000,
    });
    expect(anthropicThinking({ id: "claude-opus-5-5" }, "xhigh", 64_000).output_config).toEqual({ effort: "xhigh" });
  });

  it.each([
    ["minimal", 1024],
    ["low", 2048],
    ["medium", 8192],
    ["high", 16_384],
    ["xhigh", 32_000],
  ] as const)("budget form: %s → %i tokens below max_tokens", (level, budget) => {
    expect(anthropicThinking({ id: "claude-haiku-4-5-20251001" }, level, 64_000)).toEqual({
      thinking: { type: "enabled", budget_tokens: budget },
      max_tokens: 64_000,
    });
  });

  it("keeps the budget below a small max_tokens and raises a max_tokens too small for the minimum", () => {
    expect(anthropicThinking({ id: "claude-3-7-sonnet" }, "high", 4000)).toEqual({
      thinking: { type: "enabled", budget_tokens: 3200 },
      max_tokens: 4000,
    });
    const tiny = anthropicThinking({ id: "claude-3-7-sonnet" }, "low", 500);
    expect(tiny.thinking).toEqual({ type: "enabled", budget_tokens: 1024 });
    expect(tiny.max_tokens).toBeGreaterThan(1024);
  });
});
