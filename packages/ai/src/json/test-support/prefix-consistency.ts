import type { GenNode } from "./random-json.js";

const COMPLETE_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function fail(path: string, why: string): never {
  throw new Error(`partial value at ${path || "(root)"} is not a prefix of the final value: ${why}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks that a partial value is a prefix-consistent view of the final
 * document `node`, and returns whether it is already complete (deep-equal
 * to the final value).
 *
 * The definition, applied recursively:
 * - `true`/`false`/`null`: equal to the final value (never partial);
 * - string: a prefix of the final string that does not end between the
 *   two halves of a surrogate pair;
 * - number: equal to the final number, or the value of a prefix of its
 *   source text that is itself a complete JSON number (`12` for `12.5`);
 * - array: at most as long as the final array; every element but the last
 *   complete, the last one prefix-consistent;
 * - object: its keys are exactly the first k keys of the final object in
 *   source order; every value complete except possibly that of key k.
 *
 * So at most one leaf in the whole tree is incomplete: the one being read.
 */
export function checkPrefixConsistent(partial: unknown, node: GenNode, path = ""): boolean {
  switch (node.kind) {
    case "literal":
      if (!Object.is(partial, node.value)) fail(path, `expected ${String(node.value)}, got ${String(partial)}`);
      return true;
    case "string": {
      if (typeof partial !== "string") fail(path, `expected a string, got ${typeof partial}`);
      if (!node.value.startsWith(partial)) fail(path, `${JSON.stringify(partial)} is not a prefix`);
      const last = partial.charCodeAt(partial.length - 1);
      const next = node.value.charCodeAt(partial.length);
      if (last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff)
        fail(path, "cut inside a surrogate pair");
      return partial.length === node.value.length;
    }
    case "number": {
      if (typeof partial !== "number") fail(path, `expected a number, got ${typeof partial}`);
      if (Object.is(partial, Number(node.text))) return true;
      for (let k = 1; k < node.text.length; k++) {
        const prefix = node.text.slice(0, k);
        if (COMPLETE_NUMBER.test(prefix) && Object.is(Number(prefix), partial)) return false;
      }
      return fail(path, `${partial} is not the value of a prefix of ${node.text}`);
    }
    case "array": {
      if (!Array.isArray(partial)) fail(path, "expected an array");
      if (partial.length > node.items.length) fail(path, "array longer than final");
      let complete = partial.length === node.items.length;
      partial.forEach((item, index) => {
        if (!(index in partial)) fail(path, `hole at ${index}`);
        const itemComplete = checkPrefixConsistent(item, node.items[index] as GenNode, `${path}/${index}`);
        if (!itemComplete && index < partial.length - 1) fail(path, `element ${index} incomplete but not last`);
        if (!itemComplete) complete = false;
      });
      return complete;
    }
    case "object": {
      if (!isPlainObject(partial)) fail(path, "expected an object");
      const keys = Object.keys(partial);
      const sourceKeys = node.entries.slice(0, keys.length).map(([key]) => key);
      const keySet = new Set(keys);
      if (sourceKeys.length !== keys.length || !sourceKeys.every((key) => keySet.has(key))) {
        fail(path, `keys [${keys.join(",")}] are not the first keys of the final object`);
      }
      let complete = keys.length === node.entries.length;
      sourceKeys.forEach((key, index) => {
        if (!Object.hasOwn(partial, key)) fail(path, `${key} is not an own property`);
        const child = (node.entries[index] as [string, GenNode])[1];
        const childComplete = checkPrefixConsistent(partial[key], child, `${path}/${key}`);
        if (!childComplete && index < keys.length - 1) fail(path, `value of ${key} incomplete but not last`);
        if (!childComplete) complete = false;
      });
      return complete;
    }
  }
}
