import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { QuickJSOptions } from "quickjs-wasi";

/** A compiled QuickJS module (a `WebAssembly.Module`). */
export type QuickJSWasm = QuickJSOptions["wasm"];

// Node has WebAssembly; the compiler's Node types in this repository do not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<QuickJSWasm> } })
  .WebAssembly;

let compiled: Promise<QuickJSWasm> | undefined;

/**
 * The QuickJS WebAssembly module of `quickjs-wasi`, read and compiled once
 * per process (about 20 ms); each script then instantiates its own VM from it.
 */
export function quickjsModule(): Promise<QuickJSWasm> {
  if (compiled === undefined) {
    const path = createRequire(import.meta.url).resolve("quickjs-wasi/quickjs.wasm");
    compiled = readFile(path).then((bytes) => wasm.compile(bytes));
    // A failed read is retried by the next script rather than cached.
    compiled.catch(() => {
      compiled = undefined;
    });
  }
  return compiled;
}
