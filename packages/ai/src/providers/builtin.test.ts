import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getRegisteredApis } from "../provider-registry.js";
import { adapterLoadFailure, builtinAdapter, builtinApis } from "./builtin.js";

const run = promisify(execFile);

describe("built-in adapters", () => {
  it("cover the four wire APIs and load their stream functions lazily", async () => {
    expect(builtinApis()).toEqual([
      "openai-completions",
      "openai-responses",
      "anthropic-messages",
      "google-generative-ai",
    ]);
    expect(getRegisteredApis()).toEqual(expect.arrayContaining(builtinApis()));
    for (const api of builtinApis()) {
      const adapter = builtinAdapter(api);
      expect(typeof (await adapter?.load())).toBe("function");
    }
    expect(builtinAdapter("faux")).toBeUndefined();
    expect(builtinAdapter("toString")).toBeUndefined();
  });

  it("name the package to install when an adapter module cannot be loaded", () => {
    const adapter = builtinAdapter("anthropic-messages");
    if (!adapter) throw new Error("missing");
    const missing = Object.assign(new Error("Cannot find package '@anthropic-ai/sdk' imported from /x.js"), {
      code: "ERR_MODULE_NOT_FOUND",
    });
    expect(adapterLoadFailure("anthropic-messages", adapter, missing)).toBe(
      "The anthropic-messages adapter could not be loaded: Cannot find package '@anthropic-ai/sdk' imported from /x.js " +
        'It is built on "@anthropic-ai/sdk": install it next to @keel/ai (pnpm add @anthropic-ai/sdk).',
    );
    expect(adapterLoadFailure("anthropic-messages", adapter, new Error("syntax"))).toBe(
      "The anthropic-messages adapter could not be loaded: syntax",
    );
  });

  it("end the stream with an error naming the SDK when it is not installed", async () => {
    // A child process whose module resolution cannot find `openai`, as if it was never installed.
    const dir = await mkdtemp(join(tmpdir(), "keel-no-sdk-"));
    try {
      const hook = join(dir, "hide-openai.mjs");
      await writeFile(
        hook,
        `import { register } from "node:module";
register("data:text/javascript," + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  if (specifier === "openai" || specifier.startsWith("openai/")) {
    const error = new Error("Cannot find package 'openai' imported from " + context.parentURL);
    error.code = "ERR_MODULE_NOT_FOUND";
    throw error;
  }
  return next(specifier, context);
}\`));
`,
      );
      const script = join(dir, "run.mts");
      const index = fileURLToPath(new URL("../index.ts", import.meta.url));
      await writeFile(
        script,
        `import { stream } from ${JSON.stringify(index)};
const model = { id: "m", name: "m", api: "openai-completions", provider: "local", baseUrl: "http://127.0.0.1:9/v1",
  reasoning: false, input: ["text"], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 1000, maxTokens: 100 };
const message = await stream(model, { messages: [{ role: "user", content: "hi", timestamp: 0 }] }).result();
console.log(JSON.stringify({ stopReason: message.stopReason, errorMessage: message.errorMessage }));
`,
      );
      const cwd = fileURLToPath(new URL("../..", import.meta.url));
      const { stdout } = await run(process.execPath, ["--import", "tsx", "--import", hook, script], {
        cwd,
        timeout: 20_000,
      });
      expect(JSON.parse(stdout)).toEqual({
        stopReason: "error",
        errorMessage:
          'The optional package "openai" (needed by the openai-completions adapter) is not installed. ' +
          "Install it next to @keel/ai: pnpm add openai (or npm install openai).",
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
