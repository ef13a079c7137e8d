import { describe, expect, it } from "vitest";
import { calculateCost, emptyUsage } from "./usage.js";

describe("calculateCost", () => {
  it("prices each token kind per million and writes the cost onto the usage", () => {
    const usage = { ...emptyUsage(), input: 1_000_000, output: 500_000, cacheRead: 2_000_000, cacheWrite: 100_000 };
    const cost = calculateCost({ cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 } }, usage);
    expect(cost.input).toBeCloseTo(3);
    expect(cost.output).toBeCloseTo(7.5);
    expect(cost.cacheRead).toBeCloseTo(0.6);
    expect(cost.cacheWrite).toBeCloseTo(0.375);
    expect(cost.total).toBeCloseTo(11.475);
    expect(usage.cost).toBe(cost);
  });
});
