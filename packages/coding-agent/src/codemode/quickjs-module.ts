import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { QuickJS, QuickJSOptions } from "quickjs-wasi";

/** A compiled QuickJS module (a `WebAssembly.Module`). */
export type QuickJSWasm = QuickJSOptions["wasm"];

/** What a script needs to start a VM: the `QuickJS` class and its compiled module. */
export interface QuickJSEngine {
  QuickJS: typeof QuickJS;
  wasm: QuickJSWasm;
}

// Node has WebAssembly; the compiler's Node types in this repository do not declare it.
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<QuickJSWasm> } })
  .WebAssembly;

let loading: Promise<QuickJSEngine> | undefined;

/**
 * `quickjs-wasi` and its WebAssembly module, loaded and compiled once per
 * process on the first script (so a session that never runs one pays
 * nothing); each script then instantiates its own VM from them.
 */
export function loadQuickJS(): Promise<QuickJSEngine> {
  if (loading === undefined) {
    loading = (async () => {
      const { QuickJS } = await import("quickjs-wasi");
      const path = createRequire(import.meta.url).resolve("quickjs-wasi/quickjs.wasm");
      return { QuickJS, wasm: await webAssembly.compile(await readFile(path)) };
    })();
    // A failed load is tried again by the next script rather than kept.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

let warming: Promise<void> | undefined;

/**
 * Loads QuickJS and runs one tiny script in a throwaway VM, so the
 * engine's compilation (a few hundred milliseconds on a first run: V8
 * compiles the module, then recompiles its hot code) happens while the
 * first model request is in flight rather than inside the first script.
 * Idempotent; never rejects.
 */
export function warmQuickJS(): Promise<void> {
  warming ??= loadQuickJS()
    .then(async ({ QuickJS, wasm }) => {
      const vm = await QuickJS.create({ wasm });
      try {
        vm.evalCode("JSON.stringify([1, 2, 3].map((n) => n * 2))").dispose();
      } finally {
        vm.dispose();
      }
    })
    .catch(() => undefined);
  return warming;
}
