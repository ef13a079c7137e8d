import { Marked } from "marked";
import { escapeHtml } from "./html-escape.js";

const SAFE_LINK = /^(https?:|mailto:|#)/i;

/**
 * One Marked instance for every export. Raw HTML in the text is shown as
 * text, never interpreted; images are shown as their alt text and address
 * (loading them would be a network request); links keep only web, mail
 * and in-page addresses.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    image({ href, text }) {
      return `<span class="md-image">[image: ${escapeHtml(text)} ${escapeHtml(href)}]</span>`;
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      if (!SAFE_LINK.test(href)) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(href)}"${titleAttr} rel="noopener noreferrer">${inner}</a>`;
    },
  },
});

/** Renders Markdown to HTML that cannot run script or load anything. */
export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false }) as string;
}
