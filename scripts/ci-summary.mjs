#!/usr/bin/env node
// Reads the log of a CI run and its exit status and prints one closing line:
// `N passed, N failed, N skipped`. The line can never say `0 failed` for a
// failed run: test files that failed to load, suite-level errors, unhandled
// errors, failed turbo tasks and a non-zero exit each count as failures.
//
// Usage: node scripts/ci-summary.mjs <log-file> <exit-status>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
const ANSI = /\x1b\[[0-9;]*m/g;
// turbo prefixes task output with `<package>:<task>: `.
const TASK_PREFIX = /^(\S+?):([\w:-]+): ?/;

/**
 * Counts passed, failed and skipped tests in a CI log.
 * @param {string} log the whole output of the run
 * @param {number} status the run's exit status
 * @returns {{ passed: number, failed: number, skipped: number, notes: string[] }}
 */
export function summarize(log, status) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const notes = [];
  const failingTasks = new Set();
  const tasksWithCountedFailures = new Set();

  for (const raw of log.replace(ANSI, "").split("\n")) {
    const prefix = TASK_PREFIX.exec(raw);
    const task = prefix ? `${prefix[1]}#${prefix[2]}` : "";
    const line = prefix ? raw.slice(prefix[0].length) : raw;

    // vitest: " Tests  1 failed | 5 passed | 2 skipped (8)"
    const tests = /^\s*Tests\s+(.+)\(\d+\)\s*$/.exec(line);
    if (tests) {
      const n = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(tests[1])?.[1] ?? 0);
      passed += n("passed");
      skipped += n("skipped") + n("todo");
      const f = n("failed");
      failed += f;
      if (f > 0) tasksWithCountedFailures.add(task);
      continue;
    }
    // vitest: a file that failed to load or a suite-level error: " FAIL  src/x.test.ts [ src/x.test.ts ]"
    const suite = /^\s*FAIL\s+(\S+)\s+\[\s*\S+\s*\]\s*$/.exec(line);
    if (suite) {
      failed += 1;
      tasksWithCountedFailures.add(task);
      notes.push(`test file failed to load or a suite failed: ${suite[1]}${task ? ` (${task})` : ""}`);
      continue;
    }
    // vitest: " Errors  2 errors" (unhandled errors during the run)
    const errors = /^\s*Errors\s+(\d+) errors?\b/.exec(line);
    if (errors) {
      failed += Number(errors[1]);
      tasksWithCountedFailures.add(task);
      notes.push(`unhandled errors during a test run${task ? ` (${task})` : ""}`);
      continue;
    }
    // node --test (spec reporter): "ℹ pass 3" / "ℹ fail 1" / "ℹ skipped 0"
    const nodeTest = /^\s*ℹ (pass|fail|cancelled|skipped|todo) (\d+)\s*$/.exec(line);
    if (nodeTest) {
      const value = Number(nodeTest[2]);
      if (nodeTest[1] === "pass") passed += value;
      else if (nodeTest[1] === "fail" || nodeTest[1] === "cancelled") {
        failed += value;
        if (value > 0) tasksWithCountedFailures.add(task);
      } else skipped += value;
      continue;
    }
    // turbo: "  Failed:    @keel/ai#test" (one or more, comma-separated or on following lines)
    const turboFailed = /^\s*Failed:\s+(.+)$/.exec(line);
    if (turboFailed) for (const name of turboFailed[1].split(/[,\s]+/).filter(Boolean)) failingTasks.add(name);
  }

  for (const name of failingTasks) {
    const counted = [...tasksWithCountedFailures].some((task) => task === name);
    if (!counted) {
      failed += 1;
      notes.push(`task failed without a failing test: ${name}`);
    }
  }
  if (status !== 0 && failed === 0) {
    failed = 1;
    notes.push(`the run exited with status ${status}`);
  }
  return { passed, failed, skipped, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file, statusText] = process.argv.slice(2);
  if (file === undefined || statusText === undefined) {
    console.error("usage: node scripts/ci-summary.mjs <log-file> <exit-status>");
    process.exit(2);
  }
  const { passed, failed, skipped, notes } = summarize(readFileSync(file, "utf8"), Number(statusText));
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
