import { IncrementalJsonParser } from "./src/json/incremental-json-parser.js";
const samples = ['const greeting = "héllo \\"wörld\\"";', "\tif (a < b && c > d) { return `${a}\\n`; }", "// 中文注释 with emoji 😀 and 𝄞", 'path = "C:\\\\Users\\\\me\\\\file.ts"; \u0001\u001f', "      plain ascii line of source code, nothing special here at all"];
function build(size: number) { let c = ""; let k = 0; while (c.length < size) c += samples[(k++ * 7) % 5] + "\n"; return JSON.stringify({ path: "x", content: c.slice(0, size) }); }
function med(f: () => unknown) { const t: number[] = []; for (let i = 0; i < 3; i++) f(); for (let i = 0; i < 9; i++) { (globalThis as any).gc(); const s = performance.now(); f(); t.push(performance.now() - s); } t.sort((a, b) => a - b); return t[0]!; }
for (const mb of [0.25, 0.5, 1, 2]) {
  const text = build(mb * 1048576); const ds: string[] = []; for (let i = 0; i < text.length; i += 602) ds.push(text.slice(i, i + 602));
  const feedOnly = med(() => { const p = new IncrementalJsonParser(); for (const d of ds) p.feed(d); return p.finish(); });
  const withValue = med(() => { const p = new IncrementalJsonParser(); for (const d of ds) { p.feed(d); p.value; } return p.finish(); });
  const withFlat = med(() => { const p = new IncrementalJsonParser(); for (const d of ds) { p.feed(d); p.value; } const r = p.finish() as any; return r.value.content.charCodeAt(5); });
  const ropeOnly = med(() => { let s = ""; for (const d of ds) { for (let i = 0; i < d.length; i += 40) s += d.slice(i, i + 39) + "\n"; } return s.charCodeAt(3); });
  console.log(mb, "MB feed", feedOnly.toFixed(1), "value", withValue.toFixed(1), "flat", withFlat.toFixed(1), "rope+flat", ropeOnly.toFixed(1));
}
