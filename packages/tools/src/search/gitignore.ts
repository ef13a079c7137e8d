import { relative as relativePath, sep } from "node:path";
import { globToRegexSource } from "./glob.js";

/** One pattern of an ignore file. */
export interface IgnoreRule {
  regex: RegExp;
  /** `!pattern`: re-includes what an earlier pattern excluded. */
  negate: boolean;
  /** `pattern/`: matches directories only. */
  dirOnly: boolean;
  /** Contains a `/` before its end: matched against the path relative to the ignore file's folder. */
  anchored: boolean;
}

/** Parses `.gitignore` syntax: comments, blank lines, `!`, trailing `/`, anchoring, escapes, `**`. */
export function parseIgnoreFile(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine;
    // Trailing spaces are dropped unless escaped.
    while (line.endsWith(" ") && !line.endsWith("\\ ")) line = line.slice(0, -1);
    if (line === "" || line.startsWith("#")) continue;
    let negate = false;
    if (line.startsWith("!")) {
      negate = true;
      line = line.slice(1);
    } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
      line = line.slice(1);
    }
    let dirOnly = false;
    if (line.endsWith("/")) {
      dirOnly = true;
      line = line.slice(0, -1);
    }
    if (line === "") continue;
    const anchored = line.includes("/");
    if (line.startsWith("/")) line = line.slice(1);
    rules.push({ regex: new RegExp(`^${globToRegexSource(line)}$`), negate, dirOnly, anchored });
  }
  return rules;
}

/** Ignore rules of one folder. */
export interface IgnoreLevel {
  /** Absolute folder the rules are relative to. */
  dir: string;
  rules: IgnoreRule[];
}

/**
 * Decides whether a path is ignored by the ignore files of its folder and
 * its ancestors: a deeper folder's rules win; within one folder the last
 * matching rule wins (so `!keep.log` after `*.log` re-includes).
 */
export class IgnoreMatcher {
  constructor(private readonly levels: readonly IgnoreLevel[] = []) {}

  /** A matcher that also applies `rules` of folder `dir` (deeper than the current ones). */
  with(dir: string, rules: IgnoreRule[]): IgnoreMatcher {
    return rules.length === 0 ? this : new IgnoreMatcher([...this.levels, { dir, rules }]);
  }

  /** Whether the absolute `path` (a directory when `isDir`) is ignored. */
  isIgnored(path: string, isDir: boolean): boolean {
    for (let level = this.levels.length - 1; level >= 0; level--) {
      const { dir, rules } = this.levels[level] as IgnoreLevel;
      const relative = relativePath(dir, path).split(sep).join("/");
      if (relative === "" || relative.startsWith("../")) continue;
      const name = relative.slice(relative.lastIndexOf("/") + 1);
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i] as IgnoreRule;
        if (rule.dirOnly && !isDir) continue;
        if (rule.regex.test(rule.anchored ? relative : name)) return !rule.negate;
      }
    }
    return false;
  }
}
