/**
 * Type tests (checked by `tsc` in `pnpm typecheck`, and run by vitest): a
 * provider typo does not compile, known providers type their model ids, and
 * providers known only at run time (typed `string`) still work.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Model } from "../model.js";
import type { KnownModelId, KnownProvider } from "./builtin-models.js";
import { getModel, getModels, type ProviderArg, requireModel } from "./model-registry.js";

describe("provider and model ids are typed", () => {
  it("a typo in a provider literal does not compile (and finds nothing at run time)", () => {
    // @ts-expect-error "antropic" is not a known provider.
    expect(getModel("antropic", "claude-sonnet-5-5")).toBeUndefined();
    // @ts-expect-error "antropic" is not a known provider.
    expect(() => requireModel("antropic", "claude-sonnet-5-5")).toThrow(/Unknown provider "antropic"/);
    // @ts-expect-error "gogle" is not a known provider.
    expect(getModels("gogle")).toEqual([]);
  });

  it("a known provider with one of its built-in ids gives a Model, not Model | undefined", () => {
    expectTypeOf(getModel("anthropic", "claude-sonnet-5-5")).toEqualTypeOf<Model>();
    expectTypeOf(getModel("anthropic", "claude-registered-later")).toEqualTypeOf<Model | undefined>();
    expectTypeOf(requireModel("openai", "gpt-6.2-sol")).toEqualTypeOf<Model>();
    expect(getModel("anthropic", "claude-sonnet-5-5").provider).toBe("anthropic");
  });

  it("a provider typed as the whole union cannot promise a Model: Model | undefined", () => {
    const provider = "anthropic" as KnownProvider;
    expectTypeOf(getModel(provider, "gpt-6.2-sol")).toEqualTypeOf<Model | undefined>();
  });

  it("the known providers and their ids are literal unions", () => {
    expectTypeOf<"anthropic">().toExtend<KnownProvider>();
    expectTypeOf<"openrouter">().toExtend<KnownProvider>();
    expectTypeOf<"antropic">().not.toExtend<KnownProvider>();
    expectTypeOf<"claude-sonnet-5-5">().toExtend<KnownModelId<"anthropic">>();
    expectTypeOf<"gpt-6.2-sol">().not.toExtend<KnownModelId<"anthropic">>();
  });

  it("a provider known only at run time (a string from config or env) is accepted", () => {
    const fromEnv: string = process.env.KEEL_TEST_PROVIDER ?? "ollama";
    expectTypeOf(getModel(fromEnv, "qwen3")).toEqualTypeOf<Model | undefined>();
    expectTypeOf<ProviderArg<string>>().toEqualTypeOf<string>();
    expect(getModel(fromEnv, "qwen3")).toBeUndefined();
  });
});
