import { describe, expect, it } from "vitest";
import { cloneJsonValue } from "./clone-json-value.js";

describe("cloneJsonValue", () => {
  it("deep-copies plain objects and arrays", () => {
    const value = { a: [1, { b: "c" }], d: null, e: true };
    const copy = cloneJsonValue(value);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
  });

  it("keeps an own __proto__ key as data without changing the prototype", () => {
    const value = JSON.parse('{"__proto__":{"x":1}}') as object;
    const copy = cloneJsonValue(value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, "__proto__")?.value).toEqual({ x: 1 });
  });

  it("copies other objects and cyclic data with structuredClone", () => {
    const date = new Date(0);
    const copy = cloneJsonValue({ date });
    expect(copy.date).toBeInstanceOf(Date);
    expect(copy.date).not.toBe(date);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const cyclicCopy = cloneJsonValue(cyclic);
    expect(cyclicCopy).not.toBe(cyclic);
  });

  it("keeps values structuredClone cannot copy as they are, instead of throwing", () => {
    const fn = (): number => 1;
    expect(cloneJsonValue({ fn }).fn).toBe(fn);
    class Custom {
      method = fn;
    }
    const custom = new Custom();
    expect(() => cloneJsonValue({ custom })).not.toThrow();
  });
});
