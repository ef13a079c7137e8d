// Session store figures: append 10,000 entries, then open and continue the
// 10,000-entry session. Then the cost of loading one TypeScript extension
// (the first load imports jiti). Prints milliseconds and memory; asserts nothing.
// Run: pnpm --filter @keel/coding-agent bench
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AssistantMessage, UserMessage } from "@keel/ai";
import { ExtensionRunner } from "../src/extensions/extension-runner.js";
import { createBuffer, createFakeHost } from "../src/extensions/test-support/fake-host.js";
import { SessionFile } from "../src/session/session-file.js";
import { listSessions, mostRecentSession } from "../src/session/session-list.js";
import { benchCheckpoints } from "./checkpoints.js";
import { benchExportHtml } from "./export-html.js";
import { benchSubagents } from "./subagents.js";

const ENTRIES = 10_000;
const dir = mkdtempSync(join(tmpdir(), "keel-bench-sessions-"));

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function time<T>(label: string, run: () => T): T {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  const heapDelta = process.memoryUsage().heapUsed - heapBefore;
  console.log(
    `${label.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms   heap +${mib(Math.max(0, heapDelta)).padStart(9)}   rss ${mib(process.memoryUsage().rss)}`,
  );
  return result;
}

const usage = {
  input: 1200,
  output: 80,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 1280,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
};
const userMessage = (i: number): UserMessage => ({
  role: "user",
  content: `Request ${i}: please look at src/file-${i}.ts and fix the failing test.`,
  timestamp: i,
});
const assistantMessage = (i: number): AssistantMessage => ({
  role: "assistant",
  content: [{ type: "text", text: `Done with request ${i}. ${"The change updates the parser. ".repeat(4)}` }],
  api: "faux",
  provider: "faux",
  model: "faux-1",
  usage,
  stopReason: "stop",
  timestamp: i,
});

try {
  const session = SessionFile.create({ dir, cwd: "/bench" });
  time("first append (compiles the line validator)", () => session.appendMessage(userMessage(0)));
  const chunkMs: number[] = [];
  time(`append ${ENTRIES - 1} more entries`, () => {
    let chunkStart = performance.now();
    for (let i = 1; i < ENTRIES; i++) {
      session.appendMessage(i % 2 === 0 ? userMessage(i) : assistantMessage(i));
      if (i % 1000 === 0) {
        chunkMs.push(performance.now() - chunkStart);
        chunkStart = performance.now();
      }
    }
  });
  const perEntry = (ms: number | undefined) => `${(((ms ?? 0) * 1000) / 1000).toFixed(1)} µs`;
  console.log(`  per entry: entries 1-1000 ${perEntry(chunkMs[0])}, entries 9000-10000 ${perEntry(chunkMs.at(-1))}`);
  session.close();
  const path = session.path as string;
  console.log(`file size ${mib(statSync(path).size)}`);

  const opened = time(`open a ${ENTRIES}-entry session`, () => SessionFile.open(path));
  if (!opened.ok) throw new Error("the bench session did not open");
  time("build the context of its branch", () => opened.session.buildContext());
  time(`--continue (find newest, open, build context)`, () => {
    const newest = mostRecentSession(dir);
    if (newest === undefined) throw new Error("no session found");
    const result = SessionFile.open(newest.path);
    if (!result.ok) throw new Error("the bench session did not open");
    return result.session.buildContext().messages.length;
  });
  time("append one more entry to the opened session", () => {
    opened.session.appendMessage(userMessage(ENTRIES));
  });
  opened.session.close();

  // A folder of many large sessions: the resume picker reads each once; --continue only the newest.
  const COPIES = 30;
  for (let i = 0; i < COPIES; i++)
    copyFileSync(path, join(dir, `2026-01-01T00-00-${String(i).padStart(2, "0")}_copy${i}.jsonl`));
  time(`list ${COPIES + 1} sessions of ${ENTRIES} entries (--resume)`, () => listSessions(dir).length);
  time(`--continue among ${COPIES + 1} such sessions (find newest)`, () => mostRecentSession(dir)?.id);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Extensions: the first load pays for jiti and its TypeScript transform; later loads reuse them.
const extDir = mkdtempSync(join(tmpdir(), "keel-bench-ext-"));
try {
  const extension = (name: string) => {
    const path = join(extDir, `${name}.ts`);
    writeFileSync(
      path,
      `import { Type } from "typebox";
export default function (pi: { registerTool(tool: object): void }): void {
  pi.registerTool({ name: "${name}", label: "${name}", description: "bench", parameters: Type.Object({ a: Type.String() }),
    execute: async () => ({ content: [] }) });
}
`,
    );
    return path;
  };
  const paths = [extension("first"), extension("second")];
  const runner = new ExtensionRunner({ host: createFakeHost(), stderr: createBuffer() });
  const firstLoad = performance.now();
  await runner.load([paths[0] as string]);
  const firstMs = performance.now() - firstLoad;
  const secondLoad = performance.now();
  await runner.load([paths[1] as string]);
  const secondMs = performance.now() - secondLoad;
  if (runner.diagnostics.length > 0) throw new Error(JSON.stringify(runner.diagnostics));
  console.log(
    `${"load the first TypeScript extension (imports jiti)".padEnd(52)} ${firstMs.toFixed(1).padStart(8)} ms`,
  );
  console.log(
    `${"load a second one".padEnd(52)} ${secondMs.toFixed(1).padStart(8)} ms   rss ${mib(process.memoryUsage().rss)}`,
  );
} finally {
  rmSync(extDir, { recursive: true, force: true });
}

await benchExportHtml();
await benchCheckpoints();
await benchSubagents();
