/**
 * The bundle's import rewrite (scripts/direct-imports.mjs): an import of a
 * Keel entry becomes imports of the modules that define the names, and any
 * import it cannot rewrite fails the build, saying what to write instead.
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript build script without type declarations
import { DirectImportError, directImports } from "../scripts/direct-imports.mjs";

const dir = realpathSync(mkdtempSync(join(tmpdir(), "keel-direct-imports-")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, "a.js"), "export const a = 1; export const b = 2;\n");
writeFileSync(join(dir, "c.js"), "export function c() {}\n");
writeFileSync(
  join(dir, "index.js"),
  [
    'export { a, b as bee } from "./a.js";',
    'export { c } from "./c.js";',
    'export * from "./c.js";',
    "export const local = 3;",
    "",
  ].join("\n"),
);
const transform: (source: string, path?: string) => string = directImports({ "@keel/x": join(dir, "index.js") });

describe("directImports", () => {
  it("points named imports and exports at the defining modules, renames kept", () => {
    const out = transform('import { a, bee as b2, c } from "@keel/x";\nexport { c as see } from "@keel/x";\n');
    expect(out).toBe(
      `import { a, b as b2 } from ${JSON.stringify(join(dir, "a.js"))}; import { c } from ${JSON.stringify(join(dir, "c.js"))};\n` +
        `export { c as see } from ${JSON.stringify(join(dir, "c.js"))};\n`,
    );
  });

  it("leaves other packages, dynamic imports and strings alone", () => {
    const source =
      'import { y } from "other";\nconst m = await import("@keel/mcp");\nconst s = "import { a } from \\"@keel/x\\"";\n';
    expect(transform(source)).toBe(source);
  });

  it.each([
    ['import * as x from "@keel/x";', "a namespace import", 'Import the names it uses ({ a, b } from "@keel/x")'],
    ['import x from "@keel/x";', "a default import", "Import the names it uses"],
    ['import "@keel/x";', "a bare import", "Import the names it uses"],
    ['export * from "@keel/x";', "`export *`", 'Export the names by name from "@keel/x"'],
    ['import { local } from "@keel/x";', "does not re-export `local` by name from a module", "Re-export it there"],
    ['import { nothing } from "@keel/x";', "does not re-export `nothing`", "or import it from the entry that does"],
    [
      'import { McpManager } from "@keel/mcp";',
      "@keel/mcp is not one of the entries the bundle offers (@keel/x)",
      'Load it where it is used with `await import("@keel/mcp")`',
    ],
  ])("fails the build on %s, saying what is wrong and what to do", (statement, why, fix) => {
    const run = () => transform(`const before = 1;\n${statement}\n`, "/repo/dist/file.js");
    expect(run).toThrow(DirectImportError);
    expect(run).toThrow(`/repo/dist/file.js:2: cannot point \`${statement}\``);
    expect(run).toThrow(why);
    expect(run).toThrow(fix);
  });
});
