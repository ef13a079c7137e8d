// Permission checker figures: the shell parser's first load, then the time to
// decide one bash call (short, a 10-part pipeline, a 200-command script) and a
// file-tool call. Prints milliseconds; asserts nothing.
// Run: pnpm exec tsx bench/permissions.ts (in packages/coding-agent)
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decidePermission } from "../src/permissions/decide-permission.js";
import type { PermissionPolicy, RuleEntry } from "../src/permissions/permission-policy.js";
import { parseRule } from "../src/permissions/permission-rule.js";
import { loadShellSyntax } from "../src/permissions/shell-syntax.js";

const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-bench-perm-")));
const rule = (list: RuleEntry["list"], text: string): RuleEntry => {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return { rule: parsed.rule, list, origin: "user", source: "bench" };
};
const rules: RuleEntry[] = [
  ...Array.from({ length: 50 }, (_, i) => rule("allow", `bash(tool${i}:*)`)),
  rule("allow", "bash(git status)"),
  rule("allow", "bash(ls:*)"),
  rule("deny", "bash(rm:*)"),
  rule("deny", "read(./.env)"),
  rule("allow", "edit(src/**)"),
];
const policy: PermissionPolicy = {
  rules,
  mode: "default",
  allowReadOnlyCommands: true,
  root,
  cwd: root,
  homeDir: root,
};

async function time(label: string, runs: number, run: () => Promise<unknown>): Promise<void> {
  await run();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await run();
  const each = (performance.now() - start) / runs;
  console.log(`${label.padEnd(52)} ${each.toFixed(3).padStart(9)} ms per call  (${runs} runs)`);
}

const loadStart = performance.now();
await loadShellSyntax();
console.log(
  `${"load the shell parser (first bash call only)".padEnd(52)} ${(performance.now() - loadStart).toFixed(1).padStart(9)} ms`,
);

await time("bash: git status && ls -la", 500, () =>
  decidePermission(policy, "bash", { command: "git status && ls -la" }),
);
const pipeline = Array.from({ length: 10 }, (_, i) => `tool${i} --flag "$(ls src)"`).join(" | ");
await time("bash: 10-stage pipeline with substitutions", 200, () =>
  decidePermission(policy, "bash", { command: pipeline }),
);
const script = Array.from({ length: 200 }, (_, i) => `tool${i % 50} arg${i} > out${i}.txt`).join("\n");
await time("bash: 200-command script with redirections", 20, () =>
  decidePermission(policy, "bash", { command: script }),
);
await time("edit: src/a/b.ts (path rule, canonical path)", 500, () =>
  decidePermission(policy, "edit", { path: "src/a/b.ts" }),
);
rmSync(root, { recursive: true, force: true });
