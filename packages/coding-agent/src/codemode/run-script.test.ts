import { describe, expect, it } from "vitest";
import { runScript, type ScriptResult } from "./run-script.js";

const texts = (result: ScriptResult) => result.output.map((item) => `${item.kind}: ${item.text}`);

describe("runScript (QuickJS sandbox)", () => {
  it("text(), console.log and return make the output, in order; host functions are async and run in parallel", async () => {
    let running = 0;
    let most = 0;
    const result = await runScript({
      source: `
        text("start");
        console.log("n =", 3, { a: 1 });
        const doubled = await Promise.all([1, 2, 3].map((n) => math.double(n)));
        return doubled;`,
      functions: {
        "math.double": async ([n]) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          return Number(n) * 2;
        },
      },
    });
    expect(result.ok).toBe(true);
    expect(texts(result)).toEqual(["text: start", 'console: n = 3 {"a":1}', "text: [\n  2,\n  4,\n  6\n]"]);
    expect(most).toBe(3);
  });

  it("a host function's failure rejects inside the script with its message", async () => {
    const result = await runScript({
      source: `
        try { await fail(); } catch (error) { return "caught: " + error.message; }`,
      functions: {
        fail: async () => {
          throw new Error("permission denied: rm");
        },
      },
    });
    expect(texts(result)).toEqual(["text: caught: permission denied: rm"]);
  });

  it("JSON values become globals", async () => {
    const result = await runScript({
      source: "return ALL_TOOLS.map((t) => t.name).join(',')",
      values: { ALL_TOOLS: [{ name: "read" }, { name: "ls" }] },
    });
    expect(texts(result)).toEqual(["text: read,ls"]);
  });

  it("an infinite loop hits the time limit, and output made before is kept", async () => {
    const result = await runScript({ source: 'text("before"); while (true) {}', timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, failure: "timeout" });
    expect(texts(result)).toEqual(["text: before"]);
  });

  it("a loop that catches the interrupt still ends", async () => {
    const result = await runScript({ source: "for (;;) { try { while (true) {} } catch {} }", timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, failure: "timeout" });
  });

  it("waiting on a host call past the limit ends the script and cancels the call", async () => {
    let cancelled = false;
    const result = await runScript({
      source: "await hang();",
      timeoutMs: 100,
      functions: {
        hang: (_args, signal) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener("abort", () => {
              cancelled = true;
              reject(new Error("aborted"));
            });
          }),
      },
    });
    expect(result).toMatchObject({ ok: false, failure: "timeout" });
    expect(cancelled).toBe(true);
  });

  it("a memory bomb hits the memory limit, even inside try/catch", async () => {
    const result = await runScript({
      source:
        'const keep = []; try { for (;;) keep.push("x".repeat(100000) + keep.length); } catch (e) { return "caught"; }',
      memoryLimitBytes: 32 * 1024 * 1024,
    });
    expect(result).toMatchObject({ ok: false, failure: "memory" });
    expect(result.ok ? "" : result.error).toContain("out of memory");
  });

  it("no Node APIs, network, timers or modules: require, process, fetch, setTimeout and import() fail cleanly", async () => {
    const probes = ["require('fs')", "process.exit(1)", "fetch('http://127.0.0.1/')", "setTimeout(() => {}, 1)"];
    for (const probe of probes) {
      const result = await runScript({ source: `${probe};` });
      expect(result).toMatchObject({ ok: false, failure: "error" });
      expect(result.ok ? "" : result.error).toMatch(/^ReferenceError: '?\w+'? is not defined/);
    }
    const imported = await runScript({ source: "await import('fs');" });
    expect(imported).toMatchObject({ ok: false, failure: "error" });
    expect(imported.ok ? "" : imported.error).toContain("could not load module 'fs'");
    const typeofs = await runScript({
      source: "return [typeof require, typeof process, typeof fetch, typeof setTimeout].join()",
    });
    expect(texts(typeofs)).toEqual(["text: undefined,undefined,undefined,undefined"]);
  });

  it("a syntax error, a throw and a promise nothing can settle are failures with their reason", async () => {
    const syntax = await runScript({ source: "return (" });
    expect(syntax).toMatchObject({ ok: false, failure: "error" });
    expect(syntax.ok ? "" : syntax.error).toContain("SyntaxError");
    const thrown = await runScript({ source: 'text("partial"); throw new TypeError("bad input")' });
    expect(thrown).toMatchObject({ ok: false, failure: "error", error: "TypeError: bad input" });
    expect(texts(thrown)).toEqual(["text: partial"]);
    const stalled = await runScript({ source: "await new Promise(() => {});" });
    expect(stalled).toMatchObject({ ok: false, failure: "stalled" });
  });

  it("output past its limit fails the script", async () => {
    const result = await runScript({
      source: 'for (let i = 0; i < 100; i++) text("x".repeat(100));',
      maxOutputChars: 1000,
    });
    expect(result).toMatchObject({ ok: false, failure: "output_limit" });
  });

  it("an abort stops a busy script", async () => {
    const controller = new AbortController();
    const result = await runScript({
      source: "await tick(); while (true) {}",
      signal: controller.signal,
      functions: {
        tick: async () => {
          controller.abort();
          return null;
        },
      },
    });
    expect(result).toMatchObject({ ok: false, failure: "aborted" });
  });
});
