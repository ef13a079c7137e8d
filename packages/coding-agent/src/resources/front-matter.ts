/** Front matter of a Markdown file: its `key: value` pairs and the text after it. */
export interface FrontMatter {
  data: Record<string, string>;
  body: string;
}

/** What {@link parseFrontMatter} found: the front matter, or why it is malformed. */
export type FrontMatterResult = ({ ok: true } & FrontMatter) | { ok: false; line: number; message: string };

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    return v.slice(1, -1);
  }
  return v;
}

/**
 * Reads simple YAML front matter: a first line `---`, then `key: value`
 * lines (quotes optional; indented lines continue the previous value; `#`
 * lines are comments), then `---`. A file without front matter has empty
 * `data`. Nested YAML is not interpreted.
 *
 * @example
 * parseFrontMatter("---\nname: pdf\ndescription: Read PDFs\n---\nBody");
 * // { ok: true, data: { name: "pdf", description: "Read PDFs" }, body: "Body" }
 */
export function parseFrontMatter(text: string): FrontMatterResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return { ok: true, data: {}, body: source };
  const data: Record<string, string> = {};
  let last: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "---") return { ok: true, data, body: lines.slice(i + 1).join("\n") };
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (/^\s/.test(line) && last !== undefined) {
      data[last] = `${data[last] ?? ""} ${line.trim()}`.trim();
      continue;
    }
    const match = /^([A-Za-z0-9_-]+)\s*:(.*)$/.exec(line);
    if (!match?.[1]) return { ok: false, line: i + 1, message: `expected "key: value", found ${JSON.stringify(line)}` };
    last = match[1];
    const raw = (match[2] ?? "").trim();
    data[last] = raw === "|" || raw === ">" ? "" : unquote(raw);
  }
  return { ok: false, line: lines.length, message: 'the front matter has no closing "---" line' };
}
