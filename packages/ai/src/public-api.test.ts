/**
 * The public surface is explicit and documented: every name exported from
 * `src/index.ts` and `src/testing/index.ts` (values and types) appears in
 * the README, and the entry points use named exports only.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), "utf8");
const README = read("../README.md");

/** Names exported by an entry point's `export { … } from` / `export type { … } from` lines. */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

describe.each([
  ["@keel/ai", "./index.ts"],
  ["@keel/ai/testing", "./testing/index.ts"],
])("%s", (_entry, path) => {
  const source = read(path);

  it("uses named exports only", () => {
    expect(source).not.toMatch(/export\s+\*/);
    expect(source).not.toMatch(/export\s+default/);
    expect(exportedNames(source).length).toBeGreaterThan(10);
  });

  it("documents every export in the README", () => {
    const undocumented = exportedNames(source).filter((name) => !README.includes(`\`${name}`));
    expect(undocumented).toEqual([]);
  });
});
