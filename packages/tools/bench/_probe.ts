import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGrepTool } from "../src/index.js";
const tree = mkdtempSync(join(tmpdir(), "keel-probe-"));
mkdirSync(join(tree, ".git"));
for (let d = 0; d < 500; d++) { const dir = join(tree, `m${d}`); mkdirSync(dir); for (let f = 0; f < 100; f++) writeFileSync(join(dir, `f${f}.ts`), `// module ${d} file ${f}\nimport { x } from "./x";\nexport const v = x + ${f};\n`); }
const grep = createGrepTool(tree, { engine: "builtin" });
for (let i = 0; i < 3; i++) { const t = performance.now(); await grep.execute("b", { pattern: "NEEDLE" }, undefined, undefined); console.log("grep builtin", (performance.now() - t).toFixed(0), "ms"); }
rmSync(tree, { recursive: true, force: true });
