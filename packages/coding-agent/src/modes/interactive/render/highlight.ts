import type { Theme } from "./theme.js";

const KEYWORDS = new Set(
  (
    "async await break case catch class const continue def default do elif else enum export extends false fn for " +
    "from func function go if impl import in interface let loop match mut new nil none null package pub return " +
    "self static struct super switch this throw true try type typeof undefined use var void while with yield"
  ).split(" "),
);

const TOKEN =
  /(\/\/.*$|#(?!!).*$|\/\*.*?\*\/|--.*$)|("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|`(?:[^`\\]|\\.)*`?)|(\b\d[\d_.xXa-fA-F]*\b)|([A-Za-z_$][\w$]*)/gm;

/** Languages whose line comments start with `#` (so `#` is not a comment elsewhere, e.g. in CSS or C). */
const HASH_COMMENTS = new Set(["sh", "bash", "zsh", "shell", "python", "py", "ruby", "rb", "yaml", "yml", "toml", ""]);

/**
 * A light, language-agnostic highlighter for code blocks: comments,
 * strings, numbers and common keywords. Good enough to read, never wrong
 * about the text itself (only colours change).
 */
export function highlightCode(code: string, lang: string | undefined, theme: Theme): string {
  if (!theme.color) return code;
  const language = (lang ?? "").toLowerCase();
  return code
    .split("\n")
    .map((line) =>
      line.replace(TOKEN, (match, comment: string | undefined, str: string | undefined, num: string | undefined) => {
        if (comment !== undefined) {
          if (comment.startsWith("#") && !HASH_COMMENTS.has(language)) return match;
          if (comment.startsWith("--") && language !== "sql" && language !== "lua") return match;
          return theme.comment(match);
        }
        if (str !== undefined) return theme.string(match);
        if (num !== undefined) return theme.number(match);
        return KEYWORDS.has(match) ? theme.keyword(match) : match;
      }),
    )
    .join("\n");
}
