#!/usr/bin/env node
// Packs every publishable package with `pnpm pack`, installs the tarballs with
// npm into empty projects OUTSIDE the workspace, and imports each entry point —
// proof that nothing leans on workspace paths. Also prints install footprints.
// Usage: node scripts/check-packs.mjs   (after `pnpm build`)
//        KEEL_EXTRA_NODES=/path/to/node22:/path/to/node24 node scripts/check-packs.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "keel-packs-"));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

function dirSize(path) {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += dirSize(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

const packages = readdirSync(join(root, "packages"))
  .map((name) => join(root, "packages", name))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
  .filter(({ manifest }) => !manifest.private);
// The keel command is published too; it is checked by running its binary, not by imports.
const cliDir = join(root, "apps", "keel");
const cli = { dir: cliDir, manifest: JSON.parse(readFileSync(join(cliDir, "package.json"), "utf8")) };
// keel-review, the second distribution: checked by running its binary too.
const reviewDir = join(root, "apps", "keel-review");
const review = { dir: reviewDir, manifest: JSON.parse(readFileSync(join(reviewDir, "package.json"), "utf8")) };

/**
 * The value names an entry's API report (packages/<name>/api/<entry>.api.md,
 * see api-report.mjs) lists, or undefined for an entry without a report
 * (`./internal`).
 */
function reportedValues(dir, subpath) {
  const entry = subpath === "." ? "index" : subpath.slice(2).replaceAll("/", "-");
  const path = join(dir, "api", `${entry}.api.md`);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, "utf8");
  const values = text.slice(text.indexOf("## Values"), text.indexOf("## Types"));
  return [...values.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]).sort();
}

let failed = false;
try {
  const tarballs = new Map();
  for (const { dir, manifest } of [...packages, cli, review]) {
    const out = run("pnpm", ["pack", "--pack-destination", work], dir).trim().split("\n").pop();
    const file = out.endsWith(".tgz")
      ? resolve(dir, out)
      : join(
          work,
          readdirSync(work).find(
            (f) => f.startsWith(manifest.name.replace("@", "").replace("/", "-")) && f.endsWith(".tgz"),
          ),
        );
    tarballs.set(manifest.name, file);
    console.log(`packed ${manifest.name} → ${file}`);
  }
  const overrides = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));

  /** Installs `deps` into a fresh project and returns its folder. */
  const project = (label, deps) => {
    const dir = mkdtempSync(join(work, `${label}-`));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify(
        { name: `keel-pack-check-${label}`, private: true, type: "module", dependencies: deps, overrides },
        null,
        2,
      ),
    );
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], dir);
    return dir;
  };

  // 1. Every package together: import every JavaScript entry point of its exports
  //    map, with this Node and with each extra Node named in KEEL_EXTRA_NODES
  //    (colon-separated paths of `node` binaries; .ci/run passes Node 22 and 24).
  const all = project("all", overrides);
  const nodes = ["node", ...(process.env.KEEL_EXTRA_NODES ?? "").split(":").filter(Boolean)];
  for (const node of nodes) {
    const version = run(node, ["--version"], all).trim();
    for (const { dir, manifest } of packages) {
      for (const [subpath, target] of Object.entries(manifest.exports ?? { ".": {} })) {
        if (subpath.endsWith(".json") || (typeof target === "string" && target.endsWith(".json"))) continue;
        const specifier = subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
        const keys = run(
          node,
          [
            "--input-type=module",
            "-e",
            `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
          ],
          all,
        ).trim();
        const names = JSON.parse(keys);
        const reported = reportedValues(dir, subpath);
        if (names.length === 0) {
          console.error(`✗ ${specifier} has no exports (node ${version})`);
          failed = true;
        } else if (reported !== undefined && JSON.stringify(names) !== JSON.stringify(reported)) {
          const extra = names.filter((name) => !reported.includes(name));
          const missing = reported.filter((name) => !names.includes(name));
          console.error(
            `✗ ${specifier} from its tarball does not export what its API report lists (node ${version}): ` +
              `not in the report: ${extra.join(", ") || "none"}; missing: ${missing.join(", ") || "none"}. ` +
              "Rebuild (pnpm build), then run `pnpm api:report` if the change is meant.",
          );
          failed = true;
        } else
          console.log(
            `✓ import ${specifier} (${names.length} exports${reported ? ", as its API report lists" : ""}) on node ${version}`,
          );
      }
    }
  }

  // 1b. The keel command from its tarball: the bundled build runs, and with no
  //     key and no prompt it answers with the scripted demo, on every Node.
  {
    const keelProject = project("cli", { "@keel/cli": overrides["@keel/cli"] });
    const home = mkdtempSync(join(work, "cli-home-"));
    const bin = join(keelProject, "node_modules", "@keel", "cli", "bin", "keel.js");
    for (const node of nodes) {
      const env = { PATH: process.env.PATH, HOME: home, KEEL_HOME: join(home, ".keel") };
      const version = execFileSync(node, [bin, "--version"], { cwd: home, env, encoding: "utf8" }).trim();
      const demo = execFileSync(node, [bin], { cwd: keelProject, env, encoding: "utf8", input: "", stdio: "pipe" });
      if (!/^keel \d+\.\d+\.\d+$/.test(version) || !/no model was called/.test(demo)) {
        console.error(`✗ the packed keel command misbehaved on ${node}: ${version}\n${demo}`);
        failed = true;
      } else
        console.log(
          `✓ packed keel runs (${version}, the scripted demo answered) on node ${run(node, ["--version"], home).trim()}`,
        );
    }
  }

  // 1c. keel-review from its tarball: built from the published packages alone, it starts and shows its help.
  {
    const reviewProject = project("review", { "@keel/review": overrides["@keel/review"] });
    const home = mkdtempSync(join(work, "review-home-"));
    const bin = join(reviewProject, "node_modules", "@keel", "review", "bin", "keel-review.js");
    for (const node of nodes) {
      const env = { PATH: process.env.PATH, HOME: home, KEEL_HOME: join(home, ".keel") };
      const help = execFileSync(node, [bin, "--help"], { cwd: home, env, encoding: "utf8" });
      if (!/keel-review \[options\]/.test(help) || !/--model/.test(help)) {
        console.error(`✗ the packed keel-review command misbehaved on ${node}:\n${help}`);
        failed = true;
      } else console.log(`✓ packed keel-review runs on node ${run(node, ["--version"], home).trim()}`);
    }
  }

  // 2. The loop alone (@keel/agent-core, which brings @keel/ai): the vendor SDKs and TypeBox are
  //    optional peers and must not come along, and a loop with a plain-JSON-Schema tool runs
  //    (arguments validated, a bad call answered with an error result) without them.
  if (tarballs.has("@keel/agent-core")) {
    const loop = project("loop-only", { "@keel/agent-core": overrides["@keel/agent-core"] });
    const size = dirSize(join(loop, "node_modules"));
    const optional = ["openai", "@anthropic-ai/sdk", "@google/genai", "typebox"].filter((name) =>
      existsSync(join(loop, "node_modules", name)),
    );
    console.log(
      `@keel/agent-core installs in ${(size / 1024 / 1024).toFixed(1)} MB (optional peers present: ${optional.length ? optional.join(", ") : "none"})`,
    );
    if (optional.length > 0 || size > 8 * 1024 * 1024) {
      console.error("✗ @keel/agent-core pulls vendor SDKs or TypeBox, or exceeds 8 MB");
      failed = true;
    }
    const probe = `
      import { emptyUsage } from "@keel/ai";
      import { runAgentLoop } from "@keel/agent-core";
      const model = { id: "m", name: "m", api: "scripted", provider: "scripted", baseUrl: "http://127.0.0.1:9", reasoning: false, input: ["text"], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 1000, maxTokens: 100 };
      const reply = (content, stopReason) => ({ role: "assistant", content, api: "scripted", provider: "scripted", model: "m", usage: emptyUsage(), stopReason, timestamp: 0 });
      const turns = [
        reply([{ type: "toolCall", id: "a", name: "add", arguments: { a: 2, b: 3 } }, { type: "toolCall", id: "b", name: "add", arguments: { a: "two" } }], "toolUse"),
        reply([{ type: "text", text: "done" }], "stop"),
      ];
      let at = 0;
      const streamFn = () => {
        const message = turns[at++];
        const events = [{ type: "start", partial: message }, { type: "done", reason: message.stopReason, message }];
        return { async *[Symbol.asyncIterator]() { yield* events; }, result: async () => message };
      };
      const add = {
        name: "add", label: "Add", description: "Adds two numbers.",
        parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] },
        execute: async (_id, { a, b }) => ({ content: [{ type: "text", text: String(a + b) }], details: undefined }),
      };
      const results = [];
      await runAgentLoop([{ role: "user", content: "add", timestamp: 0 }], { systemPrompt: "", messages: [], tools: [add] },
        { model, convertToLlm: (m) => m },
        (event) => { if (event.type === "tool_execution_end") results.push({ id: event.toolCallId, text: event.result.content[0].text, isError: event.isError }); },
        undefined, streamFn);
      console.log(JSON.stringify(results));
    `;
    const results = JSON.parse(run("node", ["--input-type=module", "-e", probe], loop).trim().split("\n").pop());
    const good = results.find((r) => r.id === "a");
    const bad = results.find((r) => r.id === "b");
    if (good?.text !== "5" || good.isError || !bad?.isError || !/must be number/.test(bad.text)) {
      console.error(`✗ the loop without TypeBox misbehaved: ${JSON.stringify(results)}`);
      failed = true;
    } else
      console.log("✓ the loop runs without TypeBox: a plain-JSON-Schema tool ran, bad arguments got an error result");
  }

  // 3. @keel/ai with a single SDK works on its own: stream a recorded Anthropic
  //    response through the loopback replay server and the official SDK.
  if (tarballs.has("@keel/ai")) {
    const sdkVersion = JSON.parse(readFileSync(join(root, "packages/ai/package.json"), "utf8")).devDependencies[
      "@anthropic-ai/sdk"
    ];
    const single = project("ai-anthropic", { "@keel/ai": overrides["@keel/ai"], "@anthropic-ai/sdk": sdkVersion });
    const probe = `
      import { stream } from "@keel/ai";
      import { frameChunks, startReplayServer } from "@keel/ai/testing";
      const server = await startReplayServer();
      const lines = [
        { type: "message_start", message: { id: "msg_1", type: "message", role: "assistant", model: "claude-x", content: [], stop_reason: null, usage: { input_tokens: 5, output_tokens: 1 } } },
        { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
        { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "packed " } },
        { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "and working" } },
        { type: "content_block_stop", index: 0 },
        { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 3 } },
        { type: "message_stop" },
      ].map((line) => JSON.stringify(line));
      server.enqueue({ kind: "sse", events: frameChunks(lines, "typed-events") });
      const model = { id: "claude-x", name: "x", api: "anthropic-messages", provider: "anthropic", baseUrl: server.baseUrl, reasoning: false, input: ["text"], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 1000, maxTokens: 100 };
      const message = await stream(model, { messages: [{ role: "user", content: "hi", timestamp: 0 }] }, { apiKey: "test" }).result();
      await server.close();
      const text = message.content.map((b) => b.text ?? "").join("");
      if (message.stopReason !== "stop" || text !== "packed and working") { console.error(JSON.stringify(message)); process.exit(1); }
      const openai = await stream({ ...model, api: "openai-completions", baseUrl: "http://127.0.0.1:9/v1" }, { messages: [] }, { apiKey: "x" }).result();
      console.log(JSON.stringify({ text, openaiError: openai.errorMessage }));
    `;
    const out = JSON.parse(run("node", ["--input-type=module", "-e", probe], single).trim().split("\n").pop());
    const size = dirSize(join(single, "node_modules"));
    console.log(`✓ @keel/ai + @anthropic-ai/sdk alone (${(size / 1024 / 1024).toFixed(1)} MB) streamed "${out.text}"`);
    if (!/openai/.test(out.openaiError ?? "")) {
      console.error(`✗ using an adapter whose SDK is missing should name the package; got: ${out.openaiError}`);
      failed = true;
    } else console.log(`✓ missing SDK reported clearly: ${out.openaiError}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log("pack check passed");
