import { describe, expect, it } from "vitest";
import { ProviderError } from "../../provider-error.js";
import { loadSdk, provideSdk } from "./load-sdk.js";

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

describe("provideSdk", () => {
  it("uses a module the application supplies instead of importing the package, loaded once", async () => {
    let loads = 0;
    const fake = { default: class FakeGoogle {} };
    provideSdk("@google/genai", async () => {
      loads++;
      return fake;
    });
    expect(await loadSdk("@google/genai")).toBe(fake);
    expect(await loadSdk("@google/genai")).toBe(fake);
    expect(loads).toBe(1);
  });

  it("reports a failing loader like a failed import, naming the package", async () => {
    provideSdk("@anthropic-ai/sdk", async () => {
      throw new Error("bundle missing");
    });
    const error = await loadSdk("@anthropic-ai/sdk", "the anthropic adapter").catch((e: unknown) => e);
    expect((error as ProviderError).message).toBe(
      'Could not load "@anthropic-ai/sdk" (needed by the anthropic adapter): bundle missing',
    );
  });
});
