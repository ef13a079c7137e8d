// HTML export figures: a 10,000-message session (prompts, Markdown answers,
// tool calls and 20-line tool outputs, one branch every 500 messages)
// exported from its file, then opened in headless Chromium when it is
// installed. Prints milliseconds and sizes; asserts nothing.
// Called by bench/run.ts.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Usage } from "@keel/ai";
import { chromium } from "playwright-core";
import { exportSessionHtml } from "../src/export-html/export-session-html.js";
import type { SessionEntry, SessionHeader } from "../src/session/session-schema.js";

const MESSAGES = 10_000;
const CHROMIUM = "/usr/bin/chromium";

const usage: Usage = {
  input: 1200,
  output: 80,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 1280,
  cost: { input: 0.001, output: 0.0004, cacheRead: 0, cacheWrite: 0, total: 0.0014 },
};

/** A linear-with-branches session of `count` messages. */
export function entriesOf(count: number): SessionEntry[] {
  const entries: SessionEntry[] = [];
  const timestamp = "2026-01-01T00:00:00.000Z";
  let parent: string | null = null;
  const push = (id: string, message: Extract<SessionEntry, { type: "message" }>["message"]) => {
    entries.push({ type: "message", id, parentId: parent, timestamp, message });
    parent = id;
  };
  for (let i = 0; entries.length < count; i++) {
    const id = (n: number) => (i * 4 + n).toString(16).padStart(8, "0");
    // Every 500 messages, a branch: the next turn starts again from the previous prompt.
    if (i > 0 && i % 125 === 0) parent = entries[entries.length - 4]?.id ?? parent;
    push(id(0), { role: "user", content: `Request ${i}: fix the failing test in src/file-${i}.ts`, timestamp: i });
    push(id(1), {
      role: "assistant",
      content: [
        {
          type: "text",
          text: `Looking at **src/file-${i}.ts**:\n\n- the parser\n- the \`lexer\`\n\n\`\`\`ts\nconst x = ${i};\n\`\`\``,
        },
        { type: "toolCall", id: `call_${i}`, name: "bash", arguments: { command: `npm test -- file-${i}` } },
      ],
      api: "faux",
      provider: "faux",
      model: "faux-1",
      usage,
      stopReason: "toolUse",
      timestamp: i,
    });
    push(id(2), {
      role: "toolResult",
      toolCallId: `call_${i}`,
      toolName: "bash",
      content: [{ type: "text", text: Array.from({ length: 20 }, (_, n) => `PASS test ${n} <ok> & done`).join("\n") }],
      isError: false,
      timestamp: i,
    });
    push(id(3), {
      role: "assistant",
      content: [{ type: "text", text: `Fixed request ${i}. ${"The change updates the parser. ".repeat(4)}` }],
      api: "faux",
      provider: "faux",
      model: "faux-1",
      usage,
      stopReason: "stop",
      timestamp: i,
    });
  }
  return entries;
}

/** Writes a 10,000-message session file and prints how long exporting it to HTML takes. */
export async function benchExportHtml(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "keel-bench-export-"));
  try {
    const header: SessionHeader = {
      type: "session",
      version: 1,
      id: "bench",
      timestamp: "2026-01-01T00:00:00.000Z",
      cwd: "/bench",
    };
    const sessionFile = join(dir, "bench.jsonl");
    writeFileSync(sessionFile, `${[header, ...entriesOf(MESSAGES)].map((line) => JSON.stringify(line)).join("\n")}\n`);
    let page = "";
    for (const run of ["first", "second"]) {
      const start = performance.now();
      const result = await exportSessionHtml({ sessionFile, outputPath: join(dir, `${run}.html`) });
      const ms = performance.now() - start;
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
      page = result.path;
      const size = statSync(result.path).size / 1024 / 1024;
      console.log(
        `${`export a ${MESSAGES}-message session to HTML (${run} run)`.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms   ` +
          `session ${(statSync(sessionFile).size / 1024 / 1024).toFixed(1)} MiB → html ${size.toFixed(1)} MiB`,
      );
    }
    await benchOpenInChromium(page, join(dir, "profile"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How long headless Chromium takes to open the exported page and to switch it to another branch. */
async function benchOpenInChromium(page: string, profile: string): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`open the exported page in Chromium: skipped, ${CHROMIUM} is not installed`);
    return;
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const tab = await context.newPage();
    const start = performance.now();
    await tab.goto(pathToFileURL(page).href, { waitUntil: "load" });
    const loadMs = performance.now() - start;
    // Timed inside the page, click to the next painted frame (Playwright's own checks are not part of it).
    const switchMs = await tab.evaluate(`new Promise((done) => {
      const start = performance.now();
      document.querySelector("#tree .tree-row.branch-start button").click();
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
    })`);
    console.log(`${"open the exported page in headless Chromium".padEnd(52)} ${loadMs.toFixed(1).padStart(8)} ms`);
    console.log(
      `${"switch it to another branch (in the page)".padEnd(52)} ${(switchMs as number).toFixed(1).padStart(8)} ms`,
    );
  } finally {
    await context.close();
  }
}
