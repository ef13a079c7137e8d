/** Deepest indentation the tree panel shows; deeper branches are drawn at this depth. */
export const MAX_TREE_DEPTH = 16;

/** Height of one row of the tree panel, fixed so a chunk of rows has a known height before it is laid out. */
export const TREE_ROW_PX = 20;

/** Indentation of tree rows by class (\`d0\`…), so rows share computed styles: an inline style on each of 10,000 rows makes Chromium resolve each one anew. */
const DEPTH_RULES = Array.from(
  { length: MAX_TREE_DEPTH + 1 },
  (_, d) => `.tree-row.d${d} { padding-left: ${8 + d * 14}px; }`,
).join("\n");

/**
 * The stylesheet of an exported session, inlined into the page (no external
 * fonts or files). Entries use \`content-visibility: auto\`, so a long
 * session lays out only what is on screen.
 */
export const EXPORT_STYLES = `
:root { color-scheme: light dark; --bg: #fbfbfa; --fg: #1d1f21; --muted: #6b6f76; --line: #dcdcd8; --panel: #f1f1ee;
  --user: #e8f0fe; --assistant: #ffffff; --tool: #f6f6f3; --error: #b3261e; --add: #1a7f37; --del: #cf222e; --accent: #3b5bdb; }
@media (prefers-color-scheme: dark) { :root { --bg: #16181b; --fg: #e3e3e0; --muted: #9a9ea6; --line: #33363b; --panel: #1e2125;
  --user: #1f2a3d; --assistant: #1b1d21; --tool: #202328; --error: #ff8a80; --add: #56d364; --del: #f85149; --accent: #8ea6ff; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
.layout { display: grid; grid-template-columns: minmax(220px, 320px) 1fr; min-height: 100vh; }
#tree-panel { border-right: 1px solid var(--line); background: var(--panel); position: sticky; top: 0; height: 100vh; overflow: auto; padding: 8px 0; }
#tree-panel h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 4px 12px 8px; }
#tree, .tree-chunk > ul { list-style: none; margin: 0; padding: 0; }
.tree-chunk { content-visibility: auto; }
.tree-row button { cursor: pointer; display: block; width: 100%; height: ${TREE_ROW_PX}px; line-height: ${TREE_ROW_PX}px; padding: 0 8px; margin: 0; border: 0; background: none; font: inherit;
  font-size: 12px; text-align: left; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: var(--muted); }
${DEPTH_RULES}
.tree-row.on-path button { color: var(--fg); }
.tree-row.selected button { background: var(--accent); color: #fff; }
.tree-row.branch-start button::before { content: "├ "; color: var(--accent); }
main { padding: 16px 24px 64px; max-width: 1000px; }
.session-head h1 { font-size: 20px; margin: 0 0 4px; }
.session-head dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0 16px; color: var(--muted); font-size: 13px; }
.session-head dd { margin: 0; color: var(--fg); overflow-wrap: anywhere; }
.toolbar { display: flex; gap: 8px; margin-bottom: 16px; }
.toolbar button { font: inherit; font-size: 12px; padding: 2px 10px; border: 1px solid var(--line); border-radius: 4px; background: var(--panel); color: var(--fg); cursor: pointer; }
.entry { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 10px; background: var(--assistant);
  content-visibility: auto; contain-intrinsic-size: auto 140px; }
.entry.user { background: var(--user); }
.entry.tool-result, .entry.change, .entry.custom { background: var(--tool); }
.entry.error { border-color: var(--error); }
.entry-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; padding: 4px 10px; border-bottom: 1px solid var(--line); font-size: 12px; color: var(--muted); }
.entry-head .role { font-weight: 600; color: var(--fg); text-transform: uppercase; letter-spacing: .04em; }
.entry-head time { margin-left: auto; }
.entry-body { padding: 6px 10px; overflow-wrap: anywhere; }
.entry.change .entry-body { font-size: 13px; }
.plain { white-space: pre-wrap; }
.markdown > :first-child { margin-top: 0; } .markdown > :last-child { margin-bottom: 0; }
.markdown table { border-collapse: collapse; margin: 6px 0; display: block; max-width: 100%; overflow-x: auto; }
.markdown th, .markdown td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
.markdown th { background: var(--panel); font-weight: 600; }
.markdown th[align="center"], .markdown td[align="center"] { text-align: center; }
.markdown th[align="right"], .markdown td[align="right"] { text-align: right; }
pre { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 6px 8px; overflow: auto; margin: 4px 0; font: 12px/1.45 ui-monospace, "SFMono-Regular", Menlo, monospace; white-space: pre-wrap; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 12px; }
details > summary { cursor: pointer; color: var(--muted); font-size: 12px; }
.tool-call { border-left: 3px solid var(--accent); padding: 2px 0 2px 8px; margin: 6px 0; }
.tool-head { font-size: 13px; }
.tool-name { font-weight: 600; font-family: ui-monospace, Menlo, monospace; }
.tool-summary { font-family: ui-monospace, Menlo, monospace; color: var(--muted); }
.badge { font-size: 11px; border-radius: 3px; padding: 0 4px; border: 1px solid currentColor; }
.error, .badge.error { color: var(--error); }
.note { color: var(--muted); font-style: italic; }
.diff-add { color: var(--add); } .diff-del { color: var(--del); } .diff-hunk { color: var(--accent); } .diff-file { font-weight: 600; }
.image { max-width: 100%; border: 1px solid var(--line); border-radius: 4px; display: block; margin: 4px 0; }
.usage, .model { font-family: ui-monospace, Menlo, monospace; }
.label { background: var(--accent); color: #fff; border-radius: 3px; padding: 0 4px; }
.thinking .plain { color: var(--muted); font-style: italic; }
@media (max-width: 800px) { .layout { display: block; } #tree-panel { position: static; height: auto; max-height: 40vh; } }
`;
