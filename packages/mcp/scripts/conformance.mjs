#!/usr/bin/env node
// Runs the official MCP client conformance scenarios
// (@modelcontextprotocol/conformance, client side) against Keel's MCP client
// (scripts/conformance-client.mjs over the built dist/) and prints the score.
//
//   pnpm --filter @keel/mcp build && pnpm --filter @keel/mcp conformance
//
// The suite needs Node 22: the first Node 22 among KEEL_EXTRA_NODES
// (colon-separated node binaries or bin folders), else the repository's
// scripts/fetch-node.sh 22. The package is installed with that Node's npm into
// a cache folder under the temp dir (the npm registry at install time only;
// its scenarios run their test servers on localhost). Exits 1 when the suite
// cannot run, or when fewer scenarios pass than KEEL_CONFORMANCE_MIN (default 0).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const VERSION = "0.1.16";
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
const client = join(here, "conformance-client.mjs");
if (!existsSync(join(here, "../dist/index.js"))) {
  console.error("conformance: build @keel/mcp first (pnpm --filter @keel/mcp build)");
  process.exit(1);
}

function node22() {
  for (const entry of (process.env.KEEL_EXTRA_NODES ?? "").split(":").filter(Boolean)) {
    const bin = existsSync(entry) && statSync(entry).isDirectory() ? join(entry, "node") : entry;
    if (!existsSync(bin)) continue;
    const version = spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim();
    if (version.startsWith("v22.")) return dirname(bin);
  }
  return execFileSync(join(repo, "scripts/fetch-node.sh"), ["22"], { encoding: "utf8" }).trim().split("\n").at(-1);
}

const bin = node22();
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const cache = join(process.env.KEEL_NODE_CACHE ?? join(tmpdir(), "keel-nodes"), `mcp-conformance-${VERSION}`);
const cli = join(cache, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
if (!existsSync(cli)) {
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, "package.json"), '{ "private": true }\n');
  const installed = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--loglevel=error", `@modelcontextprotocol/conformance@${VERSION}`],
    { cwd: cache, env, stdio: "inherit" },
  );
  if (installed.status !== 0) {
    console.error("conformance: npm install failed");
    process.exit(1);
  }
}

const listed = spawnSync(join(bin, "node"), [cli, "list"], { cwd: cache, env, encoding: "utf8" }).stdout;
const clientPart = listed.slice(listed.indexOf("Client scenarios"));
const scenarios = [...clientPart.matchAll(/^\s+- (\S+) \[([^\]]*)\]/gm)].map((m) => ({ name: m[1], versions: m[2] }));
if (scenarios.length === 0) {
  console.error(`conformance: no client scenarios listed:\n${listed}`);
  process.exit(1);
}

let passed = 0;
let checksPassed = 0;
let checksTotal = 0;
for (const { name, versions } of scenarios) {
  const run = spawnSync(
    join(bin, "node"),
    [cli, "client", "--command", `${process.execPath} ${client}`, "--scenario", name, "--timeout", "30000"],
    { cwd: cache, env, encoding: "utf8", timeout: 120_000 },
  );
  const out = `${run.stdout}\n${run.stderr}`;
  const score = /Passed: (\d+)\/(\d+)/.exec(out);
  const ok = /OVERALL: PASSED/.test(out);
  if (ok) passed++;
  if (score) {
    checksPassed += Number(score[1]);
    checksTotal += Number(score[2]);
  }
  const failed = [...out.matchAll(/^\s+- (.+)$/gm)].map((m) => m[1]).filter((line) => !line.includes("["));
  console.log(
    `${ok ? "pass" : "FAIL"}  ${name} [${versions}]  ${score ? `${score[1]}/${score[2]} checks` : "no result"}` +
      (ok ? "" : `  ${failed.slice(0, 2).join("; ").slice(0, 240)}`),
  );
}
console.log(
  `\nMCP client conformance (@modelcontextprotocol/conformance ${VERSION}): ${passed}/${scenarios.length} scenarios passed, ${checksPassed}/${checksTotal} checks`,
);
process.exit(passed < Number(process.env.KEEL_CONFORMANCE_MIN ?? 0) ? 1 : 0);
