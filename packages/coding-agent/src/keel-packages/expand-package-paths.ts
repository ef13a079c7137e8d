import { readdir, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

function segmentPattern(segment: string): RegExp {
  const body = segment
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, "[^/]*")
    .replace(/\?/g, "[^/]");
  return new RegExp(`^${body}$`);
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function names(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

/** Every path under `base` that the segments match (`*`, `?` within a segment; `**` for any number of folders). */
async function expand(base: string, segments: readonly string[]): Promise<string[]> {
  const [first, ...rest] = segments;
  if (first === undefined) return (await exists(base)) ? [base] : [];
  if (first === "**") {
    const here = await expand(base, rest);
    const deeper: string[] = [];
    for (const name of await names(base)) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const child = join(base, name);
      if (await isDirectory(child)) deeper.push(...(await expand(child, segments)));
    }
    return [...here, ...deeper];
  }
  if (!/[*?]/.test(first)) return expand(join(base, first), rest);
  const pattern = segmentPattern(first);
  const found: string[] = [];
  for (const name of await names(base)) {
    if (name.startsWith(".") && !first.startsWith(".")) continue;
    if (pattern.test(name)) found.push(...(await expand(join(base, name), rest)));
  }
  return found;
}

/** The outcome of {@link expandPackagePaths}: absolute paths, and entries that were refused. */
export interface ExpandedPaths {
  paths: string[];
  problems: string[];
}

/**
 * Expands the paths a package's manifest lists for one resource type
 * (`./src/tools.ts`, `./prompts/*.md`, `!./prompts/draft.md`): relative to
 * the package root, glob patterns allowed, `!pattern` removing what
 * earlier entries matched. An entry that leaves the package or matches
 * nothing is reported, not fatal.
 */
export async function expandPackagePaths(root: string, entries: readonly string[]): Promise<ExpandedPaths> {
  const chosen: string[] = [];
  const problems: string[] = [];
  for (const raw of entries) {
    const exclude = raw.startsWith("!");
    const entry = exclude ? raw.slice(1) : raw;
    const absolute = resolve(root, entry);
    const inside = relative(root, absolute);
    if (inside.startsWith("..") || isAbsolute(inside)) {
      problems.push(`"${raw}" points outside the package`);
      continue;
    }
    const matched = inside === "" ? [root] : await expand(root, inside.split(sep));
    if (exclude) {
      const drop = new Set(matched);
      for (let i = chosen.length - 1; i >= 0; i--) if (drop.has(chosen[i] as string)) chosen.splice(i, 1);
      continue;
    }
    if (matched.length === 0) problems.push(`"${raw}" matches nothing in the package`);
    for (const path of matched) if (!chosen.includes(path)) chosen.push(path);
  }
  return { paths: chosen, problems };
}
