import type { ExtensionToolDefinition } from "../../../extensions/extension-api.js";
import { wrapText } from "./text-layout.js";
import type { Theme } from "./theme.js";

/** The renderers of one extension tool. */
export type ToolRenderer = Pick<ExtensionToolDefinition, "renderCall" | "renderResult">;

/** Extension tools' renderers by tool name. */
export type ToolRenderers = ReadonlyMap<string, ToolRenderer>;

/** The names an extension's renderer may colour with: `theme.fg("accent", text)`. */
export type ThemeColor = "accent" | "muted" | "dim" | "error" | "warning" | "success" | "code" | "heading";

/** The theme a renderer gets: `fg(colour, text)`, `bold`, `italic`, and whether colour is on. */
export interface RendererTheme {
  color: boolean;
  fg(color: ThemeColor, text: string): string;
  bold(text: string): string;
  italic(text: string): string;
}

/** What a renderer gets as its context argument. */
export interface RendererContext {
  /** Columns available for its lines. */
  width: number;
  toolCallId: string;
  isError: boolean;
}

/** The theme object handed to extension renderers. */
export function rendererTheme(theme: Theme): RendererTheme {
  return {
    color: theme.color,
    fg: (color, text) => (theme[color] ?? theme.muted)(text),
    bold: theme.bold,
    italic: theme.italic,
  };
}

/**
 * A renderer's return value as lines: a string, an array of strings, or a
 * component with `render(width)` (the shape pi's components have).
 * `undefined` for anything else, and for a renderer that throws: the
 * generic layout is used then.
 */
export function renderedLines(draw: () => unknown, width: number): string[] | undefined {
  let value: unknown;
  try {
    value = draw();
  } catch {
    return undefined;
  }
  if (typeof value === "string") return wrapText(value, width);
  if (Array.isArray(value) && value.every((line) => typeof line === "string"))
    return value.flatMap((line) => wrapText(line, width));
  const render = (value as { render?: unknown } | null | undefined)?.render;
  if (typeof render === "function") {
    try {
      const lines = render.call(value, width) as unknown;
      if (Array.isArray(lines) && lines.every((line) => typeof line === "string")) return lines as string[];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The renderers of the session's extension tools (only those that have one). */
export function collectRenderers(tools: readonly { definition: ExtensionToolDefinition }[]): ToolRenderers {
  const renderers = new Map<string, ToolRenderer>();
  for (const { definition } of tools) {
    if (definition.renderCall || definition.renderResult) {
      renderers.set(definition.name, { renderCall: definition.renderCall, renderResult: definition.renderResult });
    }
  }
  return renderers;
}
