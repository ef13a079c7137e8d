/**
 * Benchmarks for @keel/tools. Prints figures; asserts nothing.
 *
 *   npx tsx bench/run.ts            (from packages/tools)
 *
 * Scenarios: bash printing 200 MB (vs the same command sent to /dev/null),
 * read of 100 lines from a 1 GB file, edit of a 10 MB file, grep and find
 * over 50,000 files with and without ripgrep/fd. Everything is created in a
 * temp folder and deleted afterwards.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createBashTool,
  createEditTool,
  createFindTool,
  createGrepTool,
  createReadTool,
  formatSize,
  ProcessRegistry,
} from "../src/index.js";
import { findExecutableSync } from "../src/internal.js";

interface Measured {
  ms: number;
  peakRssMb: number;
  rssGrowthMb: number;
}

/** Runs `fn`, sampling the process RSS every 5 ms. */
async function measure(fn: () => Promise<unknown>): Promise<Measured> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage.rss());
  return { ms, peakRssMb: peak / 2 ** 20, rssGrowthMb: (peak - before) / 2 ** 20 };
}

const rows: string[][] = [];
function report(scenario: string, m: Measured, note = ""): void {
  rows.push([
    scenario,
    `${m.ms.toFixed(0)} ms`,
    `${m.peakRssMb.toFixed(0)} MB`,
    `+${m.rssGrowthMb.toFixed(0)} MB`,
    note,
  ]);
  console.log(
    `  ${scenario}: ${m.ms.toFixed(0)} ms, peak RSS ${m.peakRssMb.toFixed(0)} MB (+${m.rssGrowthMb.toFixed(0)} MB) ${note}`,
  );
}

const root = mkdtempSync(join(tmpdir(), "keel-tools-bench-"));
const processes = new ProcessRegistry();

async function benchBash(): Promise<void> {
  console.log("bash: 200 MB of output");
  const bash = createBashTool(root, { processes, spillDir: root });
  const command = "yes 'keel bench: a line of build output, 64 bytes long ......' | head -c 200000000";
  let spilled = "";
  const full = await measure(async () => {
    const result = await bash.execute("bench", { command }, undefined, undefined);
    spilled = result.details?.fullOutputPath ?? "";
  });
  report("bash, 200 MB to the tool", full, `(tail shown, full log ${spilled ? "spilled" : "MISSING"})`);
  if (spilled) rmSync(spilled, { force: true });
  const quiet = await measure(() => bash.execute("bench", { command: `${command} > /dev/null` }, undefined, undefined));
  report("bash, same command > /dev/null", quiet);
}

async function benchRead(): Promise<void> {
  console.log("read: 1 GB file");
  const path = join(root, "huge.log");
  const line = "2026-01-01T00:00:00Z INFO request served in 12 ms, status 200, path /api/v1/items\n";
  const block = Buffer.from(line.repeat(Math.floor((1 << 20) / line.length)));
  const fd = openSync(path, "w");
  let written = 0;
  while (written < 1024 * 1024 * 1024) {
    writeSync(fd, block);
    written += block.length;
  }
  closeSync(fd);
  const read = createReadTool(root);
  report(
    "read, limit 100 at the start of 1 GB",
    await measure(() => read.execute("b", { path: "huge.log", limit: 100 }, undefined, undefined)),
  );
  const middle = Math.floor(written / line.length / 2);
  report(
    "read, limit 100 at the middle of 1 GB",
    await measure(() => read.execute("b", { path: "huge.log", offset: middle, limit: 100 }, undefined, undefined)),
    "(streams 500 MB)",
  );
  rmSync(path, { force: true });
}

async function benchEdit(): Promise<void> {
  console.log("edit: 10 MB file");
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const text = `export function handler${i}(input: string): string {\n  return input.trim() + "${i}";\n}\n`;
    lines.push(text);
    size += text.length;
  }
  writeFileSync(join(root, "big.ts"), lines.join(""));
  const edit = createEditTool(root);
  const target = Math.floor(lines.length / 2);
  report(
    `edit, exact match in ${formatSize(size)}`,
    await measure(() =>
      edit.execute(
        "b",
        {
          path: "big.ts",
          edits: [{ oldText: `return input.trim() + "${target}";`, newText: `return input + "${target}";` }],
        },
        undefined,
        undefined,
      ),
    ),
  );
  report(
    `edit, normalized match in ${formatSize(size)}`,
    await measure(() =>
      edit.execute(
        "b",
        // Trailing spaces and a typographic quote: no exact match, found after normalization.
        {
          path: "big.ts",
          edits: [{ oldText: `return input + \u201c${target}\u201d;   `, newText: `return "${target}";` }],
        },
        undefined,
        undefined,
      ),
    ),
  );
}

async function benchSearch(): Promise<void> {
  console.log("grep / find: 50,000 files");
  const tree = join(root, "tree");
  mkdirSync(join(tree, ".git"), { recursive: true });
  writeFileSync(join(tree, ".gitignore"), "generated/\n*.tmp\n");
  let files = 0;
  for (let d = 0; d < 500; d++) {
    const dir = join(tree, d % 10 === 0 ? "generated" : "src", `module${d}`);
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 100; f++) {
      const needle = (d * 100 + f) % 997 === 0 ? "const NEEDLE = true;\n" : "";
      writeFileSync(
        join(dir, `file${f}.${f % 2 ? "ts" : "tmp"}`),
        `// module ${d} file ${f}\nimport { x } from "./x";\n${needle}export const value${f} = x + ${f};\n`,
      );
      files++;
    }
  }
  console.log(`  (${files} files created)`);
  const hasRg = findExecutableSync("rg") !== undefined;
  const hasFd = (findExecutableSync("fd") ?? findExecutableSync("fdfind")) !== undefined;
  for (const engine of ["external", "builtin"] as const) {
    if (engine === "external" && !hasRg) {
      console.log("  grep with ripgrep: skipped (rg not installed)");
    } else {
      const grep = createGrepTool(tree, { engine, spillDir: root });
      let matches = 0;
      const m = await measure(async () => {
        const result = await grep.execute("b", { pattern: "NEEDLE" }, undefined, undefined);
        matches = result.details?.matchCount ?? 0;
      });
      report(`grep ${engine === "external" ? "with ripgrep" : "built-in"}`, m, `(${matches} matches)`);
    }
    if (engine === "external" && !hasFd) {
      console.log("  find with fd: skipped (fd not installed)");
    } else {
      const find = createFindTool(tree, { engine, spillDir: root });
      let count = 0;
      const m = await measure(async () => {
        const result = await find.execute("b", { pattern: "*.ts", limit: 100_000 }, undefined, undefined);
        count = result.details?.count ?? 0;
      });
      report(`find ${engine === "external" ? "with fd" : "built-in"}`, m, `(${count} paths)`);
    }
  }
}

try {
  console.log(
    `node ${process.version}, ${process.platform}; baseline RSS ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0)} MB\n`,
  );
  await benchBash();
  await benchRead();
  await benchEdit();
  await benchSearch();
  console.log("\n| scenario | wall time | peak RSS | RSS growth | note |\n| --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(`\nprocess max RSS over the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  await processes.killAll();
  rmSync(root, { recursive: true, force: true });
}
