/**
 * Compares two JSON-like values exactly as JSON.parse results must match:
 * `Object.is` for primitives (so `-0` differs from `0`), same prototype,
 * same own keys in the same order (`__proto__` and `constructor` included),
 * same property attributes. Returns a description of the first difference,
 * or `undefined` when they are identical.
 *
 * (vitest's `toStrictEqual` cannot be used here: its type check reads
 * `value.constructor`, which is an own data property in `{"constructor":1}`.)
 */
export function exactDiff(actual: unknown, expected: unknown, path = ""): string | undefined {
  const at = path || "(root)";
  if (typeof actual !== "object" || actual === null || typeof expected !== "object" || expected === null) {
    return Object.is(actual, expected) ? undefined : `${at}: ${describe(actual)} !== ${describe(expected)}`;
  }
  if (Object.getPrototypeOf(actual) !== Object.getPrototypeOf(expected)) return `${at}: different prototypes`;
  const actualKeys = Reflect.ownKeys(actual);
  const expectedKeys = Reflect.ownKeys(expected);
  if (actualKeys.length !== expectedKeys.length || actualKeys.some((key, i) => key !== expectedKeys[i])) {
    return `${at}: keys ${JSON.stringify(actualKeys.map(String))} !== ${JSON.stringify(expectedKeys.map(String))}`;
  }
  for (const key of actualKeys) {
    const a = Object.getOwnPropertyDescriptor(actual, key) as PropertyDescriptor;
    const e = Object.getOwnPropertyDescriptor(expected, key) as PropertyDescriptor;
    if (a.writable !== e.writable || a.enumerable !== e.enumerable || a.configurable !== e.configurable) {
      return `${at}/${String(key)}: different property attributes`;
    }
    const difference = exactDiff(a.value, e.value, `${path}/${String(key)}`);
    if (difference !== undefined) return difference;
  }
  return undefined;
}

function describe(value: unknown): string {
  if (typeof value === "number" && Object.is(value, -0)) return "-0";
  if (typeof value === "string") return JSON.stringify(value);
  return typeof value === "object" && value !== null
    ? Array.isArray(value)
      ? "an array"
      : "an object"
    : String(value);
}
