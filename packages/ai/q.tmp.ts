import { IncrementalJsonParser } from "./src/json/incremental-json-parser.js";
const edits: unknown[] = [];
for (let i = 0; i < 7000; i++) edits.push({ path: `src/module-${i % 97}/file-${i}.ts`, range: { start: { line: i, character: i % 80 }, end: { line: i + 3, character: 0 } }, oldText: `old ${i} "q" é`, newText: `new\t${i}\n😀`, flags: [true, false, null, i % 2 === 0], score: -12.345e-3 * i });
const text = JSON.stringify({ edits }, null, 1);
const size = Math.ceil(text.length / 2000); const deltas: string[] = []; for (let i = 0; i < text.length; i += size) deltas.push(text.slice(i, i + size));
function once() { const p = new IncrementalJsonParser(); for (const d of deltas) { p.feed(d); p.value; } return p.finish(); }
for (let i = 0; i < 10; i++) once();
const t: number[] = []; for (let i = 0; i < 15; i++) { const s = performance.now(); once(); t.push(performance.now() - s); }
const j: number[] = []; for (let i = 0; i < 15; i++) { const s = performance.now(); JSON.parse(text); j.push(performance.now() - s); }
t.sort((a,b)=>a-b); j.sort((a,b)=>a-b);
console.log(text.length, "parser med", t[7]!.toFixed(2), "min", t[0]!.toFixed(2), "JSON.parse med", j[7]!.toFixed(2), "min", j[0]!.toFixed(2));
