import { Text } from "ink";
import { truncateLine } from "../render/text-layout.js";
import type { Theme } from "../render/theme.js";
import type { FooterInfo } from "../state/footer-info.js";

/** `1234` → `1.2k`. */
export function compactNumber(value: number): string {
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${(value / 1000).toFixed(value < 10_000 ? 1 : 0)}k`;
  return `${(value / 1_000_000).toFixed(1)}M`;
}

/**
 * The footer's line: model and thinking level, tokens in and out, cache,
 * cost, the share of the context window used, the session name, whether
 * the project is trusted, and "no sandbox" when the OS sandbox could not
 * start (docs/sandbox.md). Cut to the width, least important parts last.
 */
export function footerLine(info: FooterInfo, theme: Theme, width: number): string {
  const parts: string[] = [];
  parts.push(
    theme.accent(info.modelId) + (info.thinkingLevel !== "off" ? theme.muted(` · ${info.thinkingLevel}`) : ""),
  );
  const share = info.contextWindow > 0 ? Math.round((info.contextTokens / info.contextWindow) * 100) : 0;
  parts.push(`↑${compactNumber(info.tokensIn)} ↓${compactNumber(info.tokensOut)}`);
  if (info.cacheRead > 0 || info.cacheWrite > 0)
    parts.push(`cache R${compactNumber(info.cacheRead)} W${compactNumber(info.cacheWrite)}`);
  parts.push(`$${info.cost.toFixed(3)}`);
  const ctx = `ctx ${share}% of ${compactNumber(info.contextWindow)}`;
  parts.push(share >= 90 ? theme.error(ctx) : share >= 70 ? theme.warning(ctx) : ctx);
  if (info.sessionName) parts.push(theme.bold(info.sessionName));
  if (info.hasProject) parts.push(info.trusted ? theme.success("trusted") : theme.warning("untrusted"));
  if (info.sandbox === "unavailable") parts.push(theme.warning("no sandbox"));
  return truncateLine(parts.join(theme.muted("  ")), width);
}

/** The footer under the editor. */
export function Footer({ info, theme, width }: { info: FooterInfo; theme: Theme; width: number }) {
  return <Text>{theme.muted("") + footerLine(info, theme, width)}</Text>;
}
