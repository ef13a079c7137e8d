import type { JSValueHandle } from "quickjs-wasi";
import { GUEST_BRIDGE, guestPrelude, wrapScript } from "./guest-prelude.js";
import { loadQuickJS } from "./quickjs-module.js";

/**
 * An async host function a script can call. `args` are the script's
 * arguments as JSON values; the result must be JSON-serializable. A throw
 * or rejection rejects the script's promise with an `Error` carrying the
 * message. `signal` aborts when the script ends (calls still running are
 * cancelled). Contract: should honour `signal`.
 */
export type ScriptFunction = (args: unknown[], signal: AbortSignal) => Promise<unknown>;

/** Default memory limit of a script's VM: 256 MiB. */
export const DEFAULT_SCRIPT_MEMORY_BYTES = 256 * 1024 * 1024;
/** Default time limit of a script: 120 s, tool calls included. */
export const DEFAULT_SCRIPT_TIMEOUT_MS = 120_000;
/** Default limit of a script's output (text, console and return value together). */
export const DEFAULT_SCRIPT_OUTPUT_CHARS = 16 * 1024 * 1024;
/** How long a script's end waits for cancelled calls to settle before it returns anyway. */
const CANCEL_GRACE_MS = 5_000;

/** Inputs of {@link runScript}. */
export interface RunScriptOptions {
  /** JavaScript run as the body of an async function. */
  source: string;
  /** Async host functions by global path (`"tools.read"`, `"searchTools"`). */
  functions?: Readonly<Record<string, ScriptFunction>>;
  /** JSON values defined as globals by name (`"ALL_TOOLS"`). */
  values?: Readonly<Record<string, unknown>>;
  /** Wall-clock limit, host calls included. Default {@link DEFAULT_SCRIPT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Memory limit of the VM. Default {@link DEFAULT_SCRIPT_MEMORY_BYTES}. */
  memoryLimitBytes?: number;
  /** Limit of the output's characters. Default {@link DEFAULT_SCRIPT_OUTPUT_CHARS}. */
  maxOutputChars?: number;
  /** Aborting stops the script (and cancels its running host calls). */
  signal?: AbortSignal;
}

/** Why a script failed. */
export type ScriptFailure = "error" | "timeout" | "memory" | "aborted" | "stalled" | "output_limit";

/** One piece of a script's output, in the order it was made. */
export type ScriptOutputItem = { kind: "text"; text: string } | { kind: "console"; text: string };

/** How a script ended: its output (kept when it failed) and wall time. */
export type ScriptResult =
  | { ok: true; output: ScriptOutputItem[]; wallMs: number }
  | { ok: false; failure: ScriptFailure; error: string; output: ScriptOutputItem[]; wallMs: number };

/**
 * Runs a script in a fresh QuickJS WebAssembly VM with no Node APIs, file
 * system, network or timers: it reaches the host only through `functions`
 * (async, JSON in and out). `text(value)`, `console.log(...)` and a `return`
 * value make its output. Limits: memory (an uncatchable `out of memory`),
 * wall time (an uncatchable interrupt, also while waiting on host calls),
 * output size; a script waiting on a promise nothing can settle fails at
 * once. Never throws for a failing script: the failure is the result.
 *
 * @example
 * const result = await runScript({
 *   source: "const r = await Promise.all([1, 2].map((n) => double(n))); return r;",
 *   functions: { double: async ([n]) => Number(n) * 2 },
 * });
 * // { ok: true, output: [{ kind: "text", text: "[\n  2,\n  4\n]" }], wallMs: … }
 */
export async function runScript(options: RunScriptOptions): Promise<ScriptResult> {
  const startedAt = performance.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
  // The time limit counts from the VM's creation: loading the interpreter on a busy machine is not the script's time.
  let deadline = Number.POSITIVE_INFINITY;
  const maxOutput = options.maxOutputChars ?? DEFAULT_SCRIPT_OUTPUT_CHARS;
  const output: ScriptOutputItem[] = [];
  let outputChars = 0;
  let stop: ScriptFailure | undefined;
  let ending: { ok: true; value: string | undefined } | { ok: false; error: string } | undefined;
  const calls = new AbortController();
  const pending = new Set<Promise<unknown>>();
  const wall = () => performance.now() - startedAt;

  const { QuickJS, wasm } = await loadQuickJS();
  const vm = await QuickJS.create({
    wasm,
    memoryLimit: options.memoryLimitBytes ?? DEFAULT_SCRIPT_MEMORY_BYTES,
    // A busy loop never yields to Node's timers, so the deadline and abort are checked here too.
    interruptHandler: () => {
      if (stop === undefined && options.signal?.aborted) stop = "aborted";
      if (stop === undefined && performance.now() > deadline) stop = "timeout";
      return stop !== undefined;
    },
  });
  deadline = performance.now() + timeoutMs;

  let finish!: (result: ScriptResult) => void;
  const done = new Promise<ScriptResult>((resolve) => {
    finish = resolve;
  });
  let finished = false;
  const end = (result: { ok: true } | { ok: false; failure: ScriptFailure; error: string }): void => {
    if (finished) return;
    finished = true;
    finish({ ...result, output, wallMs: wall() } as ScriptResult);
  };
  const fail = (failure: ScriptFailure, error: string): void => end({ ok: false, failure, error });

  /** Runs guest code (evaluation or queued jobs); an uncatchable error ends the script. */
  const guard = (run: () => void): void => {
    if (finished) return;
    try {
      run();
    } catch (error) {
      const failure = stop ?? (isOutOfMemory(error) ? "memory" : "error");
      fail(failure, failureText(failure, error, timeoutMs));
      return;
    }
    if (stop !== undefined) fail(stop, failureText(stop, undefined, timeoutMs));
    else if (ending?.ok === true) {
      if (ending.value !== undefined) output.push({ kind: "text", text: ending.value });
      end({ ok: true });
    } else if (ending?.ok === false) fail("error", ending.error);
    else if (pending.size === 0) {
      fail(
        "stalled",
        "the script is waiting on a promise that nothing can settle (there are no timers, and no tool call is running)",
      );
    }
  };

  const functions = options.functions ?? {};
  const bridge = {
    [GUEST_BRIDGE.call]: vm.newFunction(GUEST_BRIDGE.call, (pathHandle: JSValueHandle, argsHandle: JSValueHandle) => {
      // Handles are borrowed for this call only: read them now.
      const path = pathHandle.toString();
      const argsText = argsHandle.toString();
      const deferred = vm.newPromise();
      const fn = functions[path];
      const settle = (reply: { value: unknown } | { error: string }): void => {
        pending.delete(call);
        if (finished) return;
        let text: string;
        try {
          text = JSON.stringify(reply) ?? "{}";
        } catch (error) {
          text = JSON.stringify({ error: `the result of ${path} is not JSON: ${messageOf(error)}` });
        }
        guard(() => {
          const handle = vm.newString(text);
          deferred.resolve(handle);
          handle.dispose();
          vm.executePendingJobs();
        });
      };
      const call: Promise<unknown> =
        fn === undefined
          ? Promise.reject(new Error(`${path} is not a function of this script`))
          : Promise.resolve().then(() => fn(JSON.parse(argsText) as unknown[], calls.signal));
      pending.add(call);
      call.then(
        // An undefined result stays undefined in the script (JSON leaves the key out): describeTool of an unknown name.
        (value) => settle({ value }),
        (error: unknown) => settle({ error: messageOf(error) }),
      );
      return deferred.handle;
    }),
    [GUEST_BRIDGE.out]: vm.newFunction(GUEST_BRIDGE.out, (kind: JSValueHandle, text: JSValueHandle) => {
      const value = text.toString();
      outputChars += value.length;
      if (outputChars > maxOutput) stop = "output_limit";
      else output.push({ kind: kind.toString() === "console" ? "console" : "text", text: value });
      return vm.undefined;
    }),
    [GUEST_BRIDGE.end]: vm.newFunction(GUEST_BRIDGE.end, (ok: JSValueHandle, value: JSValueHandle) => {
      const text = value.isUndefined ? undefined : value.toString();
      if (ok.toBoolean()) {
        if (text !== undefined) outputChars += text.length;
        if (outputChars > maxOutput) stop = "output_limit";
        ending = { ok: true, value: text };
      } else ending = { ok: false, error: text ?? "the script failed" };
      return vm.undefined;
    }),
  };
  for (const [name, handle] of Object.entries(bridge)) {
    vm.setProp(vm.global, name, handle);
    handle.dispose();
  }

  const timer = setTimeout(
    () => {
      stop ??= "timeout";
      fail(stop, failureText(stop, undefined, timeoutMs));
    },
    Math.max(0, timeoutMs),
  );
  const onAbort = (): void => {
    stop ??= "aborted";
    fail(stop, failureText(stop, undefined, timeoutMs));
  };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  if (options.signal?.aborted) onAbort();

  guard(() => {
    vm.evalCode(guestPrelude(Object.keys(functions), options.values ?? {}), "prelude.js").dispose();
    vm.evalCode(wrapScript(options.source), "script.js").dispose();
    vm.executePendingJobs();
  });

  const result = await done;
  clearTimeout(timer);
  options.signal?.removeEventListener("abort", onAbort);
  // Calls still running are cancelled; their ends are awaited (briefly) so their events come first.
  calls.abort();
  if (pending.size > 0) await settledOrLate([...pending], CANCEL_GRACE_MS);
  vm.dispose();
  return result;
}

function failureText(failure: ScriptFailure, error: unknown, timeoutMs: number): string {
  switch (failure) {
    case "timeout":
      return `the script ran past its time limit of ${timeoutMs} ms`;
    case "memory":
      return "the script ran out of memory (InternalError: out of memory): filter or aggregate large data instead of keeping it";
    case "aborted":
      return "the script was aborted";
    case "output_limit":
      return "the script's output passed its size limit: write large data to a file with a tool instead";
    case "stalled":
    case "error":
      return messageOf(error);
    default: {
      const never: never = failure;
      return String(never);
    }
  }
}

/** QuickJS reports an exhausted memory limit as an uncatchable `InternalError` with this exact message. */
function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && error.message === "out of memory";
}

function messageOf(error: unknown): string {
  if (error instanceof Error)
    return error.name && error.name !== "Error" ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}

function settledOrLate(promises: Promise<unknown>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.allSettled(promises).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
