import type { AssistantMessage, ImageContent, Message, TextContent, ToolResultMessage } from "@keel/ai";
import type { SessionEntry } from "../session/session-schema.js";
import { escapeHtml } from "./html-escape.js";
import {
  renderAssistantText,
  renderDiff,
  renderImage,
  renderPlainText,
  renderThinking,
  renderToolCall,
  renderToolOutput,
  renderUsage,
} from "./render-content.js";
import { renderMarkdown } from "./render-markdown.js";

/** How one entry is shown: its heading, body and the kind used for styling. */
interface EntryView {
  kind: string;
  title: string;
  body: string;
  meta?: string;
}

function userContent(content: string | readonly (TextContent | ImageContent)[]): string {
  if (typeof content === "string") return renderPlainText(content);
  return content.map((block) => (block.type === "text" ? renderPlainText(block.text) : renderImage(block))).join("");
}

function assistantView(message: AssistantMessage): EntryView {
  const body = message.content
    .map((block) => {
      switch (block.type) {
        case "text":
          return renderAssistantText(block);
        case "thinking":
          return renderThinking(block);
        case "toolCall":
          return renderToolCall(block);
        default: {
          const exhaustive: never = block;
          return escapeHtml(JSON.stringify(exhaustive));
        }
      }
    })
    .join("");
  const failure =
    message.stopReason === "error" || message.stopReason === "aborted"
      ? `<div class="note error">${escapeHtml(message.stopReason === "aborted" ? "aborted" : "error")}: ${escapeHtml(
          message.error?.message ?? message.errorMessage ?? "the response failed",
        )}</div>`
      : "";
  const model = `<span class="model">${escapeHtml(`${message.provider}/${message.model}`)}</span>`;
  return {
    kind: "assistant",
    title: "assistant",
    body: body + failure,
    meta: `${model} ${renderUsage(message.usage)}`,
  };
}

function diffOf(details: unknown): string | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  const diff = (details as { diff?: unknown }).diff;
  return typeof diff === "string" && diff !== "" ? diff : undefined;
}

function toolResultView(message: ToolResultMessage): EntryView {
  const diff = diffOf(message.details);
  const head =
    `<div class="tool-head">result of <span class="tool-name">${escapeHtml(message.toolName)}</span>` +
    `${message.isError ? ' <span class="badge error">error</span>' : ""}</div>`;
  return {
    kind: message.isError ? "tool-result error" : "tool-result",
    title: "tool result",
    body:
      `<div class="tool-result-body" data-tool-call-id="${escapeHtml(message.toolCallId)}">${head}` +
      `${renderToolOutput(message.content)}${diff === undefined ? "" : renderDiff(diff)}</div>`,
  };
}

function messageView(message: Message): EntryView {
  switch (message.role) {
    case "user":
      return { kind: "user", title: "user", body: userContent(message.content) };
    case "assistant":
      return assistantView(message);
    case "toolResult":
      return toolResultView(message);
    default: {
      const exhaustive: never = message;
      return { kind: "unknown", title: "message", body: renderPlainText(JSON.stringify(exhaustive)) };
    }
  }
}

function jsonDetails(label: string, value: unknown): string {
  if (value === undefined) return "";
  return `<details class="data"><summary>${escapeHtml(label)}</summary><pre class="json">${escapeHtml(
    JSON.stringify(value, null, 2) ?? "",
  )}</pre></details>`;
}

function entryView(entry: SessionEntry): EntryView {
  switch (entry.type) {
    case "message":
      return messageView(entry.message);
    case "model_change":
      return {
        kind: "change",
        title: "model",
        body: `switched to ${escapeHtml(`${entry.provider}/${entry.modelId}`)}`,
      };
    case "thinking_level_change":
      return { kind: "change", title: "thinking level", body: escapeHtml(entry.thinkingLevel) };
    case "active_tools_change":
      return { kind: "change", title: "active tools", body: escapeHtml(entry.tools.join(", ") || "(none)") };
    case "compaction":
      return {
        kind: "summary",
        title: `compaction${entry.fromExtension === true ? " (extension)" : ""}`,
        body: `<div class="markdown">${renderMarkdown(entry.summary)}</div>${jsonDetails("details", entry.details)}`,
        meta: `<span class="usage">${escapeHtml(`${entry.tokensBefore} tokens before`)}</span>${
          entry.usage === undefined ? "" : ` ${renderUsage(entry.usage)}`
        }`,
      };
    case "branch_summary":
      return {
        kind: "summary",
        title: "branch summary",
        body: `<div class="markdown">${renderMarkdown(entry.summary)}</div>${jsonDetails("details", entry.details)}`,
      };
    case "custom":
      return { kind: "custom", title: `extension data: ${entry.customType}`, body: jsonDetails("data", entry.data) };
    case "custom_message":
      return {
        kind: entry.display ? "custom-message" : "custom-message hidden-message",
        title: `extension message: ${entry.customType}${entry.display ? "" : " (not displayed)"}`,
        body: userContent(entry.content) + jsonDetails("details", entry.details),
      };
    case "label":
      return {
        kind: "change",
        title: "label",
        body:
          entry.label === undefined
            ? `label of ${escapeHtml(entry.targetId)} cleared`
            : `${escapeHtml(entry.targetId)} labelled “${escapeHtml(entry.label)}”`,
      };
    case "session_info":
      return {
        kind: "change",
        title: "session name",
        body: entry.name === undefined ? "name cleared" : escapeHtml(entry.name),
      };
    case "permission_decision":
      return {
        kind: entry.decision === "deny" ? "change permission error" : "change permission",
        title: `permission: ${entry.decision}`,
        body: escapeHtml(permissionLine(entry)),
      };
    case "checkpoint":
      return { kind: "change", title: `checkpoint: ${entry.trigger}`, body: escapeHtml(checkpointLine(entry)) };
    default: {
      const exhaustive: never = entry;
      return { kind: "unknown", title: "entry", body: renderPlainText(JSON.stringify(exhaustive)) };
    }
  }
}

/**
 * One entry as a `<section>`. `hidden` entries are off the branch shown
 * first; the page's script shows them when their branch is picked.
 */
export function renderEntry(entry: SessionEntry, hidden: boolean, label: string | undefined): string {
  const view = entryView(entry);
  const id = escapeHtml(entry.id);
  const labelHtml = label === undefined ? "" : ` <span class="label">${escapeHtml(label)}</span>`;
  return (
    `<section class="entry ${view.kind}" id="entry-${id}" data-id="${id}" data-parent="${escapeHtml(entry.parentId ?? "")}"${
      hidden ? " hidden" : ""
    }>` +
    `<header class="entry-head"><span class="role">${escapeHtml(view.title)}</span>${labelHtml}` +
    `${view.meta === undefined ? "" : ` ${view.meta}`}<time>${escapeHtml(entry.timestamp)}</time></header>` +
    `<div class="entry-body">${view.body}</div></section>`
  );
}

function firstText(content: string | readonly { type: string; text?: string }[]): string {
  if (typeof content === "string") return content;
  for (const block of content) if (block.type === "text" && typeof block.text === "string") return block.text;
  return "";
}

/** A one-line description of an entry for the tree panel. */
export function entryPreview(entry: SessionEntry): string {
  switch (entry.type) {
    case "message": {
      const message = entry.message;
      switch (message.role) {
        case "user":
          return `user: ${firstText(message.content)}`;
        case "assistant": {
          const text = firstText(message.content);
          const calls = message.content.filter((b) => b.type === "toolCall").map((b) => b.name);
          return `assistant: ${text}${calls.length > 0 ? ` [${calls.join(", ")}]` : ""}`;
        }
        case "toolResult":
          return `${message.toolName}${message.isError ? " (error)" : ""}: ${firstText(message.content)}`;
        default: {
          const exhaustive: never = message;
          return String(exhaustive);
        }
      }
    }
    case "model_change":
      return `model: ${entry.provider}/${entry.modelId}`;
    case "thinking_level_change":
      return `thinking: ${entry.thinkingLevel}`;
    case "active_tools_change":
      return `tools: ${entry.tools.join(", ")}`;
    case "compaction":
      return `compaction: ${entry.summary}`;
    case "branch_summary":
      return `branch summary: ${entry.summary}`;
    case "custom":
      return `extension data: ${entry.customType}`;
    case "custom_message":
      return `${entry.customType}: ${firstText(entry.content)}`;
    case "label":
      return `label: ${entry.label ?? "(cleared)"}`;
    case "session_info":
      return `name: ${entry.name ?? "(cleared)"}`;
    case "permission_decision":
      return `permission ${entry.decision}: ${entry.subject}`;
    case "checkpoint":
      return `checkpoint ${entry.trigger}: ${checkpointLine(entry)}`;
    default: {
      const exhaustive: never = entry;
      return String(exhaustive);
    }
  }
}

/**
 * One permission decision in words. The rule is named once: the decider's
 * reason often is the rule itself ("the deny rule bash(rm *) (settings.json)"),
 * and then the separate "· rule …" part is left out.
 */
function permissionLine(entry: Extract<SessionEntry, { type: "permission_decision" }>): string {
  const ruleNamed = entry.rule === undefined || entry.reason.includes(entry.rule);
  const rule = ruleNamed
    ? ""
    : ` · rule ${entry.rule}${entry.ruleSource === undefined ? "" : ` (${entry.ruleSource})`}`;
  const scope = entry.scope === undefined ? "" : ` · ${entry.scope}`;
  return `${entry.subject} — decided by ${entry.decidedBy} in ${entry.mode} mode${rule}${scope}: ${entry.reason}`;
}

/** What a checkpoint entry says in one line: the snapshot, the scope of a rewind, what was left out. */
function checkpointLine(entry: Extract<SessionEntry, { type: "checkpoint" }>): string {
  const parts = [entry.snapshot === undefined ? "no snapshot" : `snapshot ${entry.snapshot.slice(0, 12)}`];
  if (entry.scope !== undefined) parts.push(`scope ${entry.scope}`);
  if (entry.skipped !== undefined && entry.skipped.length > 0) parts.push(`left out: ${entry.skipped.join(", ")}`);
  return parts.join("; ");
}
