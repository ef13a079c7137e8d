import type { JsonObject } from "@keel/ai";
import { countOf } from "../render/count.js";
import { diffLines } from "../render/diff-lines.js";
import { renderedLines, rendererTheme } from "../render/extension-renderers.js";
import { formatElapsed, type RenderContext, spinnerFrame } from "../render/render-context.js";
import { truncateLine, wrapText } from "../render/text-layout.js";
import type { ToolItem } from "../state/ui-state.js";
import { nestedCallLines } from "./nested-calls-view.js";
import { subagentBlockLines, taskTitle } from "./subagent-block-view.js";

/** Lines of a finished result shown while collapsed. */
const COLLAPSED_LINES = 4;
/** Lines of live output shown while a tool runs. */
const LIVE_LINES = 5;
/** The most lines an expanded result shows. */
const EXPANDED_LIMIT = 2_000;

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** What a call does, on one line: `$ npm test`, `read src/a.ts`, `grep TODO in src`. */
export function toolTitle(name: string, args: JsonObject): string {
  const path = str(args.path) ?? str(args.file_path);
  switch (name) {
    case "bash":
    case "powershell": {
      const command = str(args.command) ?? "";
      const first = command.split("\n")[0] ?? "";
      return `$ ${first}${command.includes("\n") ? " …" : ""}`;
    }
    case "read": {
      const range =
        typeof args.offset === "number"
          ? `:${args.offset}${typeof args.limit === "number" ? `+${args.limit}` : ""}`
          : "";
      return `read ${path ?? ""}${range}`;
    }
    case "write": {
      const content = str(args.content);
      return `write ${path ?? ""}${content !== undefined ? ` (${countOf(content.split("\n").length, "line")})` : ""}`;
    }
    case "edit":
      return `edit ${path ?? ""}`;
    case "task":
      return taskTitle(args);
    case "ls":
      return `ls ${path ?? "."}`;
    case "find":
    case "grep": {
      const pattern = str(args.pattern) ?? "";
      return `${name} ${pattern}${path ? ` in ${path}` : ""}`;
    }
    default: {
      const json = JSON.stringify(args);
      return json === "{}" ? name : `${name} ${json}`;
    }
  }
}

function outputLines(text: string, ctx: RenderContext): string[] {
  return wrapText(text.replace(/\n+$/, ""), Math.max(10, ctx.width - 2));
}

/** An extension tool's own drawing of its result, when it has `renderResult` and it returns lines. */
function extensionBody(item: ToolItem, ctx: RenderContext): string[] | undefined {
  const renderResult = ctx.renderers?.get(item.name)?.renderResult;
  if (renderResult === undefined || item.phase === "streaming" || item.phase === "queued") return undefined;
  const partial = item.phase === "running";
  const result = {
    content: [{ type: "text" as const, text: partial ? item.liveOutput : (item.resultText ?? "") }],
    details: partial ? item.partialDetails : item.details,
  };
  const context = { width: Math.max(10, ctx.width - 2), toolCallId: item.id, isError: item.isError };
  return renderedLines(
    () => renderResult(result, { expanded: ctx.toolsExpanded, isPartial: partial }, rendererTheme(ctx.theme), context),
    context.width,
  );
}

/**
 * How many of a shell command's wrapped result lines are its output when
 * the output was cut (the rest are notes: where the full output is, the exit
 * code), from the count of output lines `details.truncation` gives;
 * `undefined` when the output was not cut.
 */
function cutOutputLineCount(item: ToolItem, ctx: RenderContext): number | undefined {
  const details = item.details as { truncation?: { outputLines?: unknown } } | undefined;
  const count = details?.truncation?.outputLines;
  if (typeof count !== "number" || item.resultText === undefined) return undefined;
  return outputLines(item.resultText.split("\n").slice(0, count).join("\n"), ctx).length;
}

function body(item: ToolItem, ctx: RenderContext): string[] {
  const { theme } = ctx;
  const drawn = extensionBody(item, ctx);
  if (drawn !== undefined) return drawn;
  if (item.phase === "streaming" || item.phase === "queued") return [];
  if (item.phase === "running") {
    const lines = outputLines(item.liveOutput, ctx);
    return lines.slice(-LIVE_LINES).map((line) => theme.muted(line));
  }
  const diff = (item.details as { diff?: unknown } | undefined)?.diff;
  const lines =
    !item.isError && item.name === "edit" && typeof diff === "string"
      ? diffLines(diff, theme, Math.max(10, ctx.width - 2))
      : outputLines(item.resultText ?? "", ctx).map((line) => (item.isError ? theme.error(line) : theme.muted(line)));
  if (ctx.toolsExpanded) {
    if (lines.length <= EXPANDED_LIMIT) return lines;
    return [
      ...lines.slice(0, EXPANDED_LIMIT),
      theme.muted(`… ${countOf(lines.length - EXPANDED_LIMIT, "more line", "more lines")}`),
    ];
  }
  const shown = item.isError || item.name === "edit" ? COLLAPSED_LINES + 8 : COLLAPSED_LINES;
  if (lines.length <= shown) return lines;
  // A shell command's last lines say most (the failure, the summary); other tools' first lines do.
  const tailFirst = item.name === "bash" || item.name === "powershell";
  const outputCount = tailFirst ? cutOutputLineCount(item, ctx) : undefined;
  if (outputCount !== undefined && outputCount > shown) {
    // The notes after a cut output (where the full output is, the exit code) stay whole; the output's tail shows above them.
    const more = theme.muted(`… ${countOf(outputCount - shown, "more line", "more lines")} (Ctrl+O to expand)`);
    return [more, ...lines.slice(outputCount - shown)];
  }
  const kept = tailFirst ? lines.slice(-shown) : lines.slice(0, shown);
  const more = theme.muted(`… ${countOf(lines.length - shown, "more line", "more lines")} (Ctrl+O to expand)`);
  return tailFirst ? [more, ...kept] : [...kept, more];
}

/**
 * The lines of one tool call: a header with its status (a spinner and the
 * elapsed time while it runs, ✓ or ✗ and the duration after), its command
 * or arguments, then the live tail while it runs and the result (collapsed
 * unless Ctrl+O expanded results) once it is done; an edit shows its diff.
 */
export function toolCallLines(item: ToolItem, ctx: RenderContext): string[] {
  const { theme } = ctx;
  const renderCall = ctx.renderers?.get(item.name)?.renderCall;
  const drawnCall = renderCall
    ? renderedLines(
        () =>
          renderCall(item.args, rendererTheme(ctx.theme), {
            width: ctx.width - 14,
            toolCallId: item.id,
            isError: item.isError,
          }),
        Math.max(10, ctx.width - 14),
      )
    : undefined;
  const named = drawnCall?.[0] ?? toolTitle(item.name, item.args);
  const title = truncateLine(item.origin === "user" ? `!${named.slice(1)}` : named, Math.max(10, ctx.width - 14));
  const callLines = (drawnCall ?? []).slice(1).map((line) => `  ${line}`);
  let status: string;
  switch (item.phase) {
    case "streaming":
      status = `${theme.accent(spinnerFrame(ctx.now))} ${theme.bold(title)} ${theme.muted("…")}`;
      break;
    case "queued":
      status = `${theme.muted("·")} ${theme.bold(title)} ${theme.muted("queued")}`;
      break;
    case "running":
      status = item.awaitingApproval
        ? `${theme.warning("?")} ${theme.bold(title)} ${theme.warning("waiting for your approval")}`
        : item.held
          ? `${theme.muted("·")} ${theme.bold(title)} ${theme.muted("queued until you answer the approval")}`
          : `${theme.accent(spinnerFrame(ctx.now))} ${theme.bold(title)} ${theme.muted(formatElapsed(ctx.now - (item.runningSince ?? item.startedAt ?? ctx.now)))}`;
      break;
    case "done": {
      const mark = item.isError ? theme.error("✗") : theme.success("✓");
      const duration = item.durationMs === undefined ? "" : ` ${theme.muted(formatElapsed(item.durationMs))}`;
      status = `${mark} ${theme.bold(title)}${duration}`;
      break;
    }
  }
  const nested = [...nestedCallLines(item, ctx, toolTitle), ...subagentBlockLines(item, ctx, toolTitle)].map(
    (line) => `  ${line}`,
  );
  return ["", status, ...callLines, ...nested, ...body(item, ctx).map((line) => `  ${line}`)];
}
