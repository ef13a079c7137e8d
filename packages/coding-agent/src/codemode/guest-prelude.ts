/** The host functions the prelude takes from the global object (and then deletes). */
export const GUEST_BRIDGE = {
  call: "__keel_call",
  out: "__keel_out",
  end: "__keel_end",
  start: "__keel_start",
} as const;

/**
 * The JavaScript run in the VM before a script: it takes the bridge
 * functions off the global object, defines `text`, `console`, each async
 * host function at its dotted path (`tools.read`) and each JSON value
 * (`ALL_TOOLS`), and `__keel_start`, which runs the script's async body
 * once and reports how it ended. Arguments and results cross the bridge
 * as JSON text, so no host object is ever reachable from the script.
 */
export function guestPrelude(functionPaths: readonly string[], values: Readonly<Record<string, unknown>>): string {
  const assignValues = Object.entries(values)
    .map(([name, value]) => `define(${JSON.stringify(name)}, JSON.parse(${JSON.stringify(JSON.stringify(value))}));`)
    .join("\n");
  return `"use strict";
(function () {
  const g = globalThis;
  const call = g.${GUEST_BRIDGE.call};
  const out = g.${GUEST_BRIDGE.out};
  const end = g.${GUEST_BRIDGE.end};
  delete g.${GUEST_BRIDGE.call};
  delete g.${GUEST_BRIDGE.out};
  delete g.${GUEST_BRIDGE.end};
  const json = (value, indent) => {
    try {
      const text = JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? String(v) : v), indent);
      return text === undefined ? String(value) : text;
    } catch (error) {
      return String(value);
    }
  };
  const show = (value) => (typeof value === "string" ? value : json(value, 2));
  const describeError = (error) =>
    error instanceof Error ? (error.name && error.name !== "Error" ? error.name + ": " : "") + error.message : "uncaught " + show(error);
  const define = (path, value) => {
    const parts = path.split(".");
    let target = g;
    for (const part of parts.slice(0, -1)) {
      if (typeof target[part] !== "object" || target[part] === null) target[part] = {};
      target = target[part];
    }
    target[parts[parts.length - 1]] = value;
  };
  g.text = (value) => {
    out("text", show(value));
  };
  const log = (...args) => {
    out("console", args.map((arg) => (typeof arg === "string" ? arg : json(arg))).join(" "));
  };
  g.console = Object.freeze({ log, info: log, warn: log, error: log, debug: log });
  for (const path of ${JSON.stringify(functionPaths)}) {
    define(path, (...args) =>
      call(path, json(args)).then((reply) => {
        const parsed = JSON.parse(reply);
        if ("error" in parsed) throw new Error(parsed.error);
        return parsed.value;
      }),
    );
  }
  ${assignValues}
  let started = false;
  g.${GUEST_BRIDGE.start} = (body) => {
    if (started) return;
    started = true;
    delete g.${GUEST_BRIDGE.start};
    body().then(
      (value) => end(true, value === undefined ? undefined : show(value)),
      (error) => end(false, describeError(error)),
    );
  };
})();`;
}

/** The script as the body of an async function handed to `__keel_start` (top-level `await` and `return` work). */
export function wrapScript(source: string): string {
  return `${GUEST_BRIDGE.start}(async () => {\n${source}\n});`;
}
