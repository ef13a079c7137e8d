import type { SessionEntry, SessionHeader } from "../session/session-schema.js";
import { EXPORT_SCRIPT } from "./export-script.js";
import { EXPORT_STYLES, MAX_TREE_DEPTH, TREE_ROW_PX } from "./export-styles.js";
import { escapeHtml } from "./html-escape.js";
import { formatCost } from "./render-content.js";
import { entryPreview, renderEntry } from "./render-entry.js";
import { buildExportTree } from "./session-tree.js";

/** What {@link renderSessionHtml} needs: a session's header and entries. */
export interface SessionHtmlInput {
  header: SessionHeader;
  entries: readonly SessionEntry[];
  /** The branch the page opens on. Default: the last entry (where the session resumes). */
  leafId?: string | null;
  /** Nonce of the page's Content-Security-Policy for its one script. */
  nonce: string;
  /** When the export was made, shown in the heading. */
  exportedAt: Date;
}

const PREVIEW_CHARS = 90;

function preview(entry: SessionEntry): string {
  const line = entryPreview(entry).replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

interface Totals {
  messages: number;
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  cost: number;
  models: Set<string>;
}

function totalsOf(entries: readonly SessionEntry[]): Totals {
  const totals: Totals = { messages: 0, input: 0, output: 0, cacheRead: 0, cacheWrite: 0, cost: 0, models: new Set() };
  for (const entry of entries) {
    const usage =
      entry.type === "message" && entry.message.role === "assistant"
        ? entry.message.usage
        : entry.type === "compaction"
          ? entry.usage
          : undefined;
    if (entry.type === "message") {
      totals.messages++;
      if (entry.message.role === "assistant") totals.models.add(`${entry.message.provider}/${entry.message.model}`);
    }
    if (usage === undefined) continue;
    totals.input += usage.input;
    totals.output += usage.output;
    totals.cacheRead += usage.cacheRead;
    totals.cacheWrite += usage.cacheWrite;
    totals.cost += usage.cost.total;
  }
  return totals;
}

/** Labels in force at the end of the file: target id → label (a later label entry replaces or clears it). */
function labelsOf(entries: readonly SessionEntry[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of entries) {
    if (entry.type !== "label") continue;
    if (entry.label === undefined) labels.delete(entry.targetId);
    else labels.set(entry.targetId, entry.label);
  }
  return labels;
}

function sessionName(entries: readonly SessionEntry[]): string | undefined {
  let name: string | undefined;
  for (const entry of entries) if (entry.type === "session_info") name = entry.name;
  return name;
}

/** Rows per chunk of the tree panel: each chunk is laid out only when it scrolls into view. */
const TREE_CHUNK = 100;

/** Groups the tree's rows into chunks whose height is known up front (every row is one line high). */
function treeChunks(rows: readonly string[]): string {
  const chunks: string[] = [];
  for (let i = 0; i < rows.length; i += TREE_CHUNK) {
    const part = rows.slice(i, i + TREE_CHUNK);
    chunks.push(
      `<li class="tree-chunk" style="contain-intrinsic-size: auto ${part.length * TREE_ROW_PX}px"><ul>${part.join("")}</ul></li>`,
    );
  }
  return chunks.join("");
}

/**
 * Renders a whole session as one HTML document: the conversation of the
 * current branch, every other branch (hidden until picked in the tree
 * panel), tool calls with their arguments and output, diffs, images,
 * thinking, and token use and cost. Self-contained: inline style and
 * script, images as `data:` addresses, and a Content-Security-Policy that
 * forbids loading anything, so opening it makes no network request. All
 * session text is escaped; a `<script>` in a tool output is shown, never run.
 */
export function renderSessionHtml(input: SessionHtmlInput): string {
  const { header, entries } = input;
  const tree = buildExportTree(entries, input.leafId);
  const labels = labelsOf(entries);
  const totals = totalsOf(entries);
  const name = sessionName(entries);
  const title = name ?? `Keel session ${header.id}`;

  const rows: string[] = [];
  const sections: string[] = [];
  for (const row of tree.rows) {
    const entry = row.entry;
    const id = escapeHtml(entry.id);
    const onPath = tree.activePath.has(entry.id);
    const classes = ["tree-row", `kind-${entry.type}`];
    if (onPath) classes.push("on-path");
    if (entry.id === tree.leafId) classes.push("selected");
    if (row.branchStart) classes.push("branch-start");
    const label = labels.get(entry.id);
    const text = label === undefined ? preview(entry) : `[${label}] ${preview(entry)}`;
    rows.push(
      `<li class="${classes.join(" ")} d${Math.min(row.depth, MAX_TREE_DEPTH)}" data-id="${id}" data-parent="${escapeHtml(
        entry.parentId ?? "",
      )}"><button type="button">${escapeHtml(text)}</button></li>`,
    );
    sections.push(renderEntry(entry, !onPath, label));
  }

  const facts: [string, string][] = [
    ["session", header.id],
    ["working directory", header.cwd],
    ["started", header.timestamp],
    ["exported", input.exportedAt.toISOString()],
    ["entries", `${entries.length} (${totals.messages} messages, ${tree.branchPoints} branch points)`],
    ["models", [...totals.models].join(", ") || "none"],
    [
      "tokens",
      `in ${totals.input} · out ${totals.output} · cache read ${totals.cacheRead} · cache write ${totals.cacheWrite}`,
    ],
    ["cost", formatCost(totals.cost)],
  ];
  if (header.parentSession !== undefined) facts.splice(3, 0, ["forked from", header.parentSession]);
  const nonce = escapeHtml(input.nonce);
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'none'`;

  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="keel">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${EXPORT_STYLES}</style></head>`,
    `<body data-leaf="${escapeHtml(tree.leafId ?? "")}"><div class="layout">`,
    `<nav id="tree-panel" aria-label="session tree"><h2>Session tree</h2><ul id="tree">${treeChunks(rows)}</ul></nav>`,
    '<main><header class="session-head">',
    `<h1>${escapeHtml(title)}</h1><dl>${facts
      .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("")}</dl>`,
    '<div class="toolbar"><button type="button" id="expand-all">expand all tool output</button>',
    '<button type="button" id="collapse-all">collapse all tool output</button></div></header>',
    `<div id="conversation">${sections.join("")}</div>`,
    entries.length === 0 ? '<p class="note">This session has no entries yet.</p>' : "",
    "</main></div>",
    `<script nonce="${nonce}">${EXPORT_SCRIPT}</script>`,
    "</body></html>",
    "",
  ].join("\n");
}
