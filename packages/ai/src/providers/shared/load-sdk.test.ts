import { describe, expect, it } from "vitest";
import { ProviderError } from "../../provider-error.js";
import { loadSdk } from "./load-sdk.js";

describe("loadSdk", () => {
  it("loads an installed SDK once and caches it", async () => {
    const first = await loadSdk<typeof import("openai")>("openai");
    const second = await loadSdk<typeof import("openai")>("openai");
    expect(typeof first.default).toBe("function");
    expect(second).toBe(first);
  });

  it("names the package to install when it is missing", async () => {
    const error = await loadSdk("keel-missing-sdk-for-tests", "the test adapter").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("invalid_request");
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as ProviderError).message).toContain("pnpm add keel-missing-sdk-for-tests");
    expect((error as ProviderError).message).toContain("the test adapter");
  });
});
