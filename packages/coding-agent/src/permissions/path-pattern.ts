import { relative, sep } from "node:path";
import { canonicalPath, isInside } from "./canonical-path.js";
import { segmentMatch } from "./glob-match.js";

/**
 * A gitignore-style path pattern made ready to match canonical paths: the
 * folder its literal start names (symlinks resolved) and the glob segments
 * after it.
 */
export interface PathPattern {
  /** The pattern as written. */
  source: string;
  /** Canonical folder the pattern is relative to (its literal leading part included). */
  base: string;
  /** Glob segments below `base`; empty when the pattern names `base` itself. */
  segments: string[];
  /** False for a one-segment pattern such as `*.env`: it matches at any depth below the project root. */
  anchored: boolean;
}

/** Where a pattern's relative forms start. */
export interface PathPatternBases {
  /** Canonical project root: `x/y`, `./x`, `/x` and `x` are relative to it. */
  root: string;
  /** The home folder, for `~/x`. */
  homeDir: string;
}

function hasGlob(segment: string): boolean {
  return segment.includes("*") || segment.includes("?") || segment.includes("[") || segment.includes("\\");
}

/**
 * Prepares a path pattern: `//abs/…` is absolute, `~/…` is under the home
 * folder, `/x`, `./x` and any pattern with a `/` inside are anchored at the
 * project root, and a bare name (`.env`, `*.pem`) matches at any depth
 * below the root. `*` and `?` stay within one segment, `**` spans any number
 * of segments; a pattern that names a folder covers everything inside it.
 *
 * @example
 * const p = await compilePathPattern("src/**", { root: "/work/app", homeDir: "/home/me" });
 * matchPathPattern(p, "/work/app/src/a/b.ts"); // true
 */
export async function compilePathPattern(pattern: string, bases: PathPatternBases): Promise<PathPattern> {
  let base: string;
  let rest: string;
  let anchored = true;
  if (pattern.startsWith("//")) {
    base = "/";
    rest = pattern.slice(2);
  } else if (pattern === "~" || pattern.startsWith("~/")) {
    base = bases.homeDir;
    rest = pattern.slice(2);
  } else if (pattern.startsWith("./")) {
    base = bases.root;
    rest = pattern.slice(2);
  } else if (pattern.startsWith("/")) {
    base = bases.root;
    rest = pattern.slice(1);
  } else {
    base = bases.root;
    rest = pattern;
    anchored = rest.replace(/\/+$/, "").includes("/");
  }
  const segments = rest.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (!anchored)
    return { source: pattern, base: await canonicalPath(base, base, bases.homeDir, "tool"), segments, anchored };
  const firstGlob = segments.findIndex(hasGlob);
  const literal = firstGlob < 0 ? segments : segments.slice(0, firstGlob);
  const glob = firstGlob < 0 ? [] : segments.slice(firstGlob);
  const literalPath = literal.length === 0 ? base : `${base}${base.endsWith("/") ? "" : "/"}${literal.join("/")}`;
  return {
    source: pattern,
    base: await canonicalPath(literalPath, base, bases.homeDir, "tool"),
    segments: glob,
    anchored,
  };
}

/** Whether a canonical path is matched by a prepared pattern (or lies inside a folder it matches). */
export function matchPathPattern(pattern: PathPattern, path: string): boolean {
  if (!isInside(path, pattern.base)) return false;
  const rel = relative(pattern.base, path);
  const parts = rel === "" ? [] : rel.split(sep);
  if (pattern.segments.length === 0) return true;
  if (!pattern.anchored) {
    const [only] = pattern.segments;
    return only !== undefined && parts.some((part) => segmentMatch(only, part));
  }
  for (let k = 1; k <= parts.length; k++) {
    if (matchSegments(pattern.segments, 0, parts.slice(0, k), 0)) return true;
  }
  return false;
}

function matchSegments(pattern: readonly string[], p: number, parts: readonly string[], t: number): boolean {
  if (p === pattern.length) return t === parts.length;
  const segment = pattern[p] as string;
  if (segment === "**") {
    for (let i = t; i <= parts.length; i++) if (matchSegments(pattern, p + 1, parts, i)) return true;
    return false;
  }
  if (t === parts.length) return false;
  return segmentMatch(segment, parts[t] as string) && matchSegments(pattern, p + 1, parts, t + 1);
}
