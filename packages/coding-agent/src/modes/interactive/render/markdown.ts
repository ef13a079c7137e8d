import { lexer, type Token, type Tokens } from "marked";
import { highlightCode } from "./highlight.js";
import { visibleWidth, wrapText } from "./text-layout.js";
import type { Theme } from "./theme.js";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

function inline(tokens: readonly Token[] | undefined, theme: Theme): string {
  if (tokens === undefined) return "";
  return tokens.map((token) => inlineToken(token, theme)).join("");
}

function inlineToken(token: Token, theme: Theme): string {
  switch (token.type) {
    case "strong":
      return theme.bold(inline((token as Tokens.Strong).tokens, theme));
    case "em":
      return theme.italic(inline((token as Tokens.Em).tokens, theme));
    case "del":
      return `~${inline((token as Tokens.Del).tokens, theme)}~`;
    case "codespan":
      return theme.code(decode((token as Tokens.Codespan).text));
    case "br":
      return "\n";
    case "link": {
      const link = token as Tokens.Link;
      const label = inline(link.tokens, theme);
      return link.autolink || decode(link.text) === link.href
        ? theme.link(link.href)
        : `${theme.link(label)} ${theme.muted(`(${link.href})`)}`;
    }
    case "image": {
      const image = token as Tokens.Image;
      return theme.muted(`[image: ${image.text || image.href}]`);
    }
    case "text": {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens, theme) : decode(text.text);
    }
    case "escape":
      return decode((token as Tokens.Escape).text);
    case "html":
      return (token as Tokens.HTML).text;
    default:
      return decode(token.raw);
  }
}

function indent(lines: string[], first: string, rest: string): string[] {
  return lines.map((line, i) => (i === 0 ? first : rest) + line);
}

function block(token: Token, theme: Theme, width: number): string[] {
  switch (token.type) {
    case "space":
      return [];
    case "heading": {
      const heading = token as Tokens.Heading;
      const text = inline(heading.tokens, theme);
      return wrapText(theme.heading(heading.depth <= 2 ? text : `${"#".repeat(heading.depth)} ${text}`), width);
    }
    case "paragraph":
      return wrapText(inline((token as Tokens.Paragraph).tokens, theme), width);
    case "text": {
      const text = token as Tokens.Text;
      return wrapText(text.tokens ? inline(text.tokens, theme) : decode(text.text), width);
    }
    case "code": {
      const code = token as Tokens.Code;
      const body = highlightCode(code.text, code.lang, theme).split("\n");
      const fence = theme.muted(`\`\`\`${code.lang ?? ""}`);
      return [fence, ...body.flatMap((line) => wrapText(`  ${line}`, width)), theme.muted("```")];
    }
    case "blockquote": {
      const inner = blocks((token as Tokens.Blockquote).tokens, theme, Math.max(10, width - 2));
      return inner.map((line) => `${theme.muted("│")} ${theme.italic(line)}`);
    }
    case "list": {
      const list = token as Tokens.List;
      const start = typeof list.start === "number" ? list.start : 1;
      return list.items.flatMap((item, i) => {
        const bullet = list.ordered ? `${start + i}. ` : "- ";
        const box = item.task ? (item.checked ? "[x] " : "[ ] ") : "";
        const marker = bullet + box;
        const pad = " ".repeat(visibleWidth(marker));
        const inner = blocks(item.tokens, theme, Math.max(10, width - marker.length));
        return indent(inner.length > 0 ? inner : [""], theme.accent(bullet) + box, pad);
      });
    }
    case "hr":
      return [theme.muted("─".repeat(Math.min(width, 40)))];
    case "table":
      return table(token as Tokens.Table, theme, width);
    case "html":
      return wrapText((token as Tokens.HTML).text.trimEnd(), width);
    default:
      return wrapText(decode(token.raw.trimEnd()), width);
  }
}

function table(token: Tokens.Table, theme: Theme, width: number): string[] {
  const rows = [token.header, ...token.rows].map((row) => row.map((cell) => inline(cell.tokens, theme)));
  const columns = token.header.length;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(3, ...rows.map((row) => visibleWidth(row[c] ?? ""))),
  );
  const total = widths.reduce((sum, w) => sum + w + 3, 1);
  if (total > width) {
    // Too wide for the terminal: one "header: value" line per cell instead of a grid.
    return token.rows.flatMap((row, r) => [
      ...(r > 0 ? [""] : []),
      ...row.flatMap((cell, c) =>
        wrapText(`${theme.bold(inline(token.header[c]?.tokens ?? [], theme))}: ${inline(cell.tokens, theme)}`, width),
      ),
    ]);
  }
  const line = (cells: string[]): string =>
    `│ ${cells.map((cell, c) => cell + " ".repeat((widths[c] ?? 0) - visibleWidth(cell))).join(" │ ")} │`;
  const rule = `├${widths.map((w) => "─".repeat(w + 2)).join("┼")}┤`;
  const [header = [], ...body] = rows;
  return [line(header.map((cell) => theme.bold(cell))), theme.muted(rule), ...body.map(line)];
}

function blocks(tokens: readonly Token[], theme: Theme, width: number): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const lines = block(token, theme, width);
    if (lines.length === 0) continue;
    if (out.length > 0 && token.type !== "text") out.push("");
    out.push(...lines);
  }
  return out;
}

/**
 * Renders markdown as terminal lines wrapped to `width`: headings, emphasis,
 * inline code, links with their address, lists, quotes, tables and fenced
 * code blocks (highlighted). An unfinished document (while streaming) renders
 * as far as it goes, e.g. an open code fence shows as code.
 */
export function renderMarkdown(source: string, theme: Theme, width: number): string[] {
  return blocks(lexer(source), theme, Math.max(10, width));
}
