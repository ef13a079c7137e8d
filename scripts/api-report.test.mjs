// The API reports (packages/*/api/*.api.md) match what each entry exports:
// a change to a public surface cannot land without its report, so it shows
// in review. Regenerate with `pnpm api:report`.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
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

/** Markdown files a user reads: READMEs and docs of the repository and of each package. */
function userDocs() {
  const files = ["README.md", ...readdirSync(join(root, "docs")).map((name) => `docs/${name}`)];
  for (const name of readdirSync(join(root, "packages"))) {
    const dir = join(root, "packages", name);
    if (existsSync(join(dir, "README.md"))) files.push(`packages/${name}/README.md`);
    if (existsSync(join(dir, "docs")))
      for (const doc of readdirSync(join(dir, "docs"))) files.push(`packages/${name}/docs/${doc}`);
  }
  return files.filter((file) => file.endsWith(".md"));
}

test("every name the documentation imports from a Keel entry is exported by that public entry", () => {
  const bySpecifier = new Map(
    entries.map((entry) => [
      entry.subpath === "." ? entry.pkg : `${entry.pkg}${entry.subpath.slice(1)}`,
      new Set(names.get(entry).map((n) => n.name)),
    ]),
  );
  const problems = [];
  for (const file of userDocs()) {
    const text = readFileSync(join(root, file), "utf8");
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*"(@keel\/[^"]+)"/g)) {
      const exported = bySpecifier.get(match[2]);
      if (exported === undefined) {
        problems.push(`${file}: ${match[2]} is not a public entry`);
        continue;
      }
      for (const part of match[1].split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name !== "" && !exported.has(name)) problems.push(`${file}: ${match[2]} does not export ${name}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
