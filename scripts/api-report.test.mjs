// The API reports (packages/*/api/*.api.md) match what each entry exports:
// a change to a public surface cannot land without its report, so it shows
// in review. Regenerate with `pnpm api:report`.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { exportedNames, packageEntries, renderReport, reportPath } from "./api-report.mjs";

const root = resolve(import.meta.dirname, "..");
const entries = packageEntries();
const names = exportedNames(entries);

for (const entry of entries) {
  const label = entry.subpath === "." ? entry.pkg : `${entry.pkg}${entry.subpath.slice(1)}`;
  const path = reportPath(entry);

  test(`${label}: the API report is up to date`, () => {
    const expected = renderReport(entry, names.get(entry));
    assert.ok(existsSync(path), `${relative(root, path)} is missing: run \`pnpm api:report\` and commit it`);
    assert.equal(
      readFileSync(path, "utf8"),
      expected,
      `${relative(root, path)} is out of date: run \`pnpm api:report\` and review the change to the public surface`,
    );
  });

  test(`${label}: the built entry exports at run time exactly the report's values`, async (t) => {
    if (!existsSync(entry.dist)) {
      t.skip(`${relative(root, entry.dist)} is not built (pnpm build)`);
      return;
    }
    const runtime = Object.keys(await import(pathToFileURL(entry.dist).href)).sort();
    const values = names
      .get(entry)
      .filter((n) => n.value)
      .map((n) => n.name)
      .sort();
    assert.deepEqual(runtime, values);
  });
}

test("@keel/coding-agent's main entry exports at most 150 names", () => {
  const main = entries.find((entry) => entry.pkg === "@keel/coding-agent" && entry.subpath === ".");
  const count = names.get(main).length;
  assert.ok(count <= 150, `@keel/coding-agent exports ${count} names; move plumbing to ./internal`);
});

test("every ./internal entry says in its TSDoc that it is used only inside this repository", () => {
  const internal = packageEntries({ internal: true }).filter((e) => e.subpath === "./internal");
  assert.ok(internal.length > 0);
  for (const entry of internal) {
    // The opening comment, as prose: comment markers and line breaks as single spaces.
    const head = readFileSync(entry.source, "utf8")
      .slice(0, 1200)
      .replace(/^\s*(\/\*\*|\*\/|\*|\/\/)/gm, " ")
      .replace(/\s+/g, " ");
    assert.match(head, /only inside (the Keel|this) repository/, `${relative(root, entry.source)}`);
  }
});
