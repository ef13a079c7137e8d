// Tests for the CI closing line. The central case runs real vitest on a
// temporary project with a deliberately broken test file (it fails to load),
// so the summary is checked against what vitest really prints.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { summarize } from "./ci-summary.mjs";

const root = resolve(import.meta.dirname, "..");

/** Runs vitest on a temp project made of `files` and returns its output as turbo would show it. */
function runVitest(files) {
  const dir = mkdtempSync(join(tmpdir(), "keel-ci-summary-"));
  try {
    mkdirSync(join(dir, "src"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "src", name), text);
    const result = spawnSync(join(root, "node_modules", ".bin", "vitest"), ["run", "--root", dir], {
      encoding: "utf8",
      env: { ...process.env, CI: "true", FORCE_COLOR: "1" },
    });
    const output = `${result.stdout}${result.stderr}`
      .split("\n")
      .map((line) => `@keel/example:test: ${line}`)
      .join("\n");
    return { output, status: result.status ?? 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const passing = `import { expect, it } from "vitest"; it("adds", () => expect(1 + 1).toBe(2)); it.skip("later", () => {});`;

test("a test file that fails to load counts as a failure, never as 0 failed", () => {
  const { output, status } = runVitest({
    "fine.test.ts": passing,
    "broken.test.ts": `import { it } from "vitest"; import "./does-not-exist.js"; it("never runs", () => {});`,
  });
  assert.notEqual(status, 0, "vitest itself must fail");
  const summary = summarize(`${output}\n Failed:    @keel/example#test\n`, status);
  assert.equal(summary.passed, 1);
  assert.equal(summary.skipped, 1);
  assert.equal(summary.failed, 1);
  assert.match(summary.notes.join("\n"), /broken\.test\.ts/);
});

test("failed tests are counted once, with the file-level failure of another file", () => {
  const { output, status } = runVitest({
    "fine.test.ts": passing,
    "wrong.test.ts": `import { expect, it } from "vitest"; it("one", () => expect(1).toBe(2)); it("two", () => expect(2).toBe(3));`,
    "broken.test.ts": `throw new Error("setup exploded");`,
  });
  const summary = summarize(output, status);
  assert.equal(summary.failed, 3);
  assert.equal(summary.passed, 1);
});

test("a green run reports its counts and 0 failed", () => {
  const { output, status } = runVitest({ "fine.test.ts": passing });
  assert.equal(status, 0);
  assert.deepEqual(summarize(output, status), { passed: 1, failed: 0, skipped: 1, notes: [] });
});

test("a failed task with no test output (a build or typecheck error) is a failure", () => {
  const log = [
    "@keel/ai:typecheck: src/x.ts(1,1): error TS2304: Cannot find name 'y'.",
    "@keel/tools:test:       Tests  5 passed (5)",
    " Tasks:    3 successful, 4 total",
    " Failed:    @keel/ai#typecheck",
  ].join("\n");
  const summary = summarize(log, 1);
  assert.equal(summary.passed, 5);
  assert.equal(summary.failed, 1);
  assert.match(summary.notes[0] ?? "", /@keel\/ai#typecheck/);
});

test("a non-zero exit with nothing else failing still prints a failure", () => {
  const summary = summarize("@keel/tools:test:       Tests  5 passed (5)\npack check failed\n", 1);
  assert.equal(summary.failed, 1);
  assert.match(summary.notes[0] ?? "", /status 1/);
});

test("node's test runner counts are included", () => {
  const summary = summarize("ℹ tests 4\nℹ pass 3\nℹ fail 1\nℹ skipped 0\n", 1);
  assert.deepEqual([summary.passed, summary.failed], [3, 1]);
});
