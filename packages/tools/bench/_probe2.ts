import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import { readFile, open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
const tree = mkdtempSync(join(tmpdir(), "keel-probe-"));
const files: string[] = [];
for (let d = 0; d < 500; d++) { const dir = join(tree, `m${d}`); mkdirSync(dir); for (let f = 0; f < 100; f++) { const p = join(dir, `f${f}.ts`); writeFileSync(p, `// module ${d} file ${f}\n`); files.push(p); } }
async function pool(n: number, fn: (p: string) => Promise<unknown>) { let i = 0; await Promise.all(Array.from({ length: n }, async () => { while (i < files.length) await fn(files[i++] as string); })); }
for (let k = 0; k < 2; k++) {
let t = performance.now(); for (const f of files) readFileSync(f); console.log("readFileSync", (performance.now() - t).toFixed(0));
t = performance.now(); await pool(32, (f) => readFile(f)); console.log("readFile x32", (performance.now() - t).toFixed(0));
t = performance.now(); await pool(32, async (f) => { const h = await open(f); const b = Buffer.allocUnsafe(100); await h.read(b, 0, 100, 0); await h.close(); }); console.log("open/read/close x32", (performance.now() - t).toFixed(0));
}
rmSync(tree, { recursive: true, force: true });
