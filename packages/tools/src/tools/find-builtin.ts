import type { FsOps } from "../operations/fs-ops.js";
import { createPathGlob } from "../search/glob.js";
import { walk } from "../search/walk.js";

/** One path found by `find`, relative to the search root. */
export interface FoundPath {
  /** `/`-separated path relative to the search root. */
  relative: string;
  directory: boolean;
}

/** What a find engine returns: the first `limit` paths in walk order, and whether there were more. */
export interface FindResult {
  paths: FoundPath[];
  limitReached: boolean;
}

/** A find query, engine-independent. */
export interface FindQuery {
  pattern: string;
  /** Absolute folder to search. */
  root: string;
  limit: number;
}

/**
 * The built-in find engine: a sorted walk (hidden entries included,
 * `.gitignore`/`.ignore` honoured, `.git` skipped) keeping entries whose
 * name (or, for a pattern with `/`, whose path relative to the root)
 * matches the glob. Stops after `limit + 1` matches.
 */
export async function findBuiltin(fs: FsOps, query: FindQuery, signal?: AbortSignal): Promise<FindResult> {
  const matches = createPathGlob(query.pattern);
  const paths: FoundPath[] = [];
  for await (const entry of walk({ fs, root: query.root, ...(signal ? { signal } : {}) })) {
    if (!matches(entry.relative)) continue;
    if (paths.length >= query.limit) return { paths, limitReached: true };
    paths.push({ relative: entry.relative, directory: entry.type === "directory" });
  }
  return { paths, limitReached: false };
}
