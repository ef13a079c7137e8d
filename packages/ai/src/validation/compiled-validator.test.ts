import { describe, expect, it, vi } from "vitest";

// Each test imports a fresh copy of the module: whether ajv is loaded is module state.
async function freshModule() {
  vi.resetModules();
  return import("./compiled-validator.js");
}

const schema = { type: "object", properties: { n: { type: "number" } }, required: ["n"] };

describe("loading the validator compiler", () => {
  it("compiles synchronously when nothing prepared it (ajv is required on first use)", async () => {
    const { getCompiledValidator } = await freshModule();
    const compiled = getCompiledValidator(schema);
    expect(compiled.ok && compiled.validate({ n: "5" })).toBe(true);
  });

  it("prepareToolValidation loads it once, and validation after it uses the loaded compiler", async () => {
    const { getCompiledValidator, prepareToolValidation } = await freshModule();
    const first = prepareToolValidation();
    expect(prepareToolValidation()).toBe(first);
    await first;
    await expect(prepareToolValidation()).resolves.toBeUndefined();
    const compiled = getCompiledValidator(schema);
    expect(compiled.ok && compiled.validate({})).toBe(false);
    expect(compiled.ok && compiled.validate.errors?.[0]?.params).toEqual({ missingProperty: "n" });
  });

  it("keeps formats (ajv-formats) on both paths", async () => {
    const withFormat = { type: "string", format: "email" };
    for (const prepare of [false, true]) {
      const module = await freshModule();
      if (prepare) await module.prepareToolValidation();
      const compiled = module.getCompiledValidator(withFormat);
      expect(compiled.ok && compiled.validate("a@b.c")).toBe(true);
      expect(compiled.ok && compiled.validate("not an address")).toBe(false);
    }
  });
});
