import type { ToolRenderers } from "./extension-renderers.js";
import type { Theme } from "./theme.js";

/** What every item renderer needs: the theme, the width, the toggles and the clock. */
export interface RenderContext {
  theme: Theme;
  /** Columns available. */
  width: number;
  toolsExpanded: boolean;
  thinkingExpanded: boolean;
  /** Epoch ms, for elapsed times and spinners. */
  now: number;
  /** `renderCall` / `renderResult` of extension tools, by tool name. */
  renderers?: ToolRenderers;
}

const SPINNER = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** The spinner frame for a moment. */
export function spinnerFrame(now: number): string {
  return SPINNER[Math.floor(now / 100) % SPINNER.length] as string;
}

/** `4.2s`, `1m 05s`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.floor(seconds % 60)).padStart(2, "0")}s`;
}
