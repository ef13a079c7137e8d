import type { ImageContent, TextContent, ThinkingContent, ToolCall, Usage } from "@keel/ai";
import { escapeHtml } from "./html-escape.js";
import { renderMarkdown } from "./render-markdown.js";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;
/** Tool output longer than this many lines starts collapsed (it stays in the document either way). */
const OPEN_OUTPUT_LINES = 12;

/** Plain text, whitespace kept, nothing interpreted. */
export function renderPlainText(text: string): string {
  return `<div class="plain">${escapeHtml(text)}</div>`;
}

/** An inline image as a `data:` address; an unknown type or malformed data is shown as a note instead. */
export function renderImage(image: ImageContent): string {
  if (!IMAGE_TYPES.has(image.mimeType) || !BASE64.test(image.data)) {
    return `<div class="note">[image omitted: ${escapeHtml(image.mimeType)} data cannot be shown]</div>`;
  }
  return `<img class="image" alt="image (${escapeHtml(image.mimeType)})" src="data:${image.mimeType};base64,${image.data.replace(/\s/g, "")}">`;
}

/** A thinking block, collapsed. */
export function renderThinking(block: ThinkingContent): string {
  const body =
    block.redacted === true ? '<div class="note">[redacted by the provider]</div>' : renderPlainText(block.thinking);
  return `<details class="thinking"><summary>thinking</summary>${body}</details>`;
}

/** Assistant text, as Markdown. */
export function renderAssistantText(block: TextContent): string {
  return `<div class="markdown">${renderMarkdown(block.text)}</div>`;
}

/** The argument that best names what a call does, for its one-line heading. */
function callSummary(call: ToolCall): string {
  for (const key of ["command", "path", "pattern", "file_path", "url", "query"]) {
    const value = call.arguments[key];
    if (typeof value === "string") return value.split("\n", 1)[0] ?? "";
  }
  return "";
}

/** A tool call: its name, a one-line summary and the full arguments as JSON. */
export function renderToolCall(call: ToolCall): string {
  const summary = callSummary(call);
  const args = JSON.stringify(call.arguments, null, 2);
  const open = args.split("\n").length <= OPEN_OUTPUT_LINES ? " open" : "";
  const error =
    call.argumentsError === undefined
      ? ""
      : `<div class="note error">arguments error: ${escapeHtml(call.argumentsError)}</div>`;
  return (
    `<div class="tool-call" data-tool-call-id="${escapeHtml(call.id)}">` +
    `<div class="tool-head"><span class="tool-name">${escapeHtml(call.name)}</span>` +
    (summary === "" ? "" : ` <span class="tool-summary">${escapeHtml(summary)}</span>`) +
    "</div>" +
    `<details class="tool-args"${open}><summary>arguments</summary><pre class="json">${escapeHtml(args)}</pre></details>` +
    `${error}</div>`
  );
}

/** Tool output (text and images), collapsed when it is long. */
export function renderToolOutput(content: readonly (TextContent | ImageContent)[]): string {
  const text = content
    .filter((block): block is TextContent => block.type === "text")
    .map((block) => block.text)
    .join("\n");
  const images = content.filter((block): block is ImageContent => block.type === "image").map(renderImage);
  const lines = text === "" ? 0 : text.split("\n").length;
  const open = lines <= OPEN_OUTPUT_LINES ? " open" : "";
  const label = `output · ${lines} line${lines === 1 ? "" : "s"}${images.length > 0 ? ` · ${images.length} image(s)` : ""}`;
  return (
    `<details class="tool-output"${open}><summary>${label}</summary>` +
    (text === "" ? "" : `<pre class="output">${escapeHtml(text)}</pre>`) +
    `${images.join("")}</details>`
  );
}

/** A unified diff, each line coloured by its kind. */
export function renderDiff(diff: string): string {
  const lines = diff.split("\n").map((line) => {
    const kind =
      line.startsWith("+++") || line.startsWith("---")
        ? "file"
        : line.startsWith("@@")
          ? "hunk"
          : line.startsWith("+")
            ? "add"
            : line.startsWith("-")
              ? "del"
              : "ctx";
    return `<span class="diff-${kind}">${escapeHtml(line)}</span>`;
  });
  return `<details class="diff" open><summary>diff</summary><pre class="diff-body">${lines.join("\n")}</pre></details>`;
}

/** Formats a cost in dollars with enough digits for small amounts. */
export function formatCost(cost: number): string {
  return `$${cost >= 1 ? cost.toFixed(2) : cost.toFixed(4)}`;
}

/** Token counts and cost of one response. */
export function renderUsage(usage: Usage): string {
  const parts = [`in ${usage.input}`, `out ${usage.output}`];
  if (usage.cacheRead > 0) parts.push(`cache read ${usage.cacheRead}`);
  if (usage.cacheWrite > 0) parts.push(`cache write ${usage.cacheWrite}`);
  if (usage.reasoning !== undefined && usage.reasoning > 0) parts.push(`reasoning ${usage.reasoning}`);
  parts.push(formatCost(usage.cost.total));
  return `<span class="usage">${escapeHtml(parts.join(" · "))}</span>`;
}
