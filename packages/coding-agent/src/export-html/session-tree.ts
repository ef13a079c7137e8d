import type { SessionEntry } from "../session/session-schema.js";

/** One row of the tree panel: an entry and how far it is indented. */
export interface TreeRow {
  entry: SessionEntry;
  /** Number of branch points above the entry (a straight run of entries is not indented). */
  depth: number;
  /** The entry is one of several children of its parent: a branch starts here. */
  branchStart: boolean;
}

/** The entries of a session as a tree, in the order the export shows them. */
export interface ExportTree {
  /** Every entry, parents before children, siblings in file order. */
  rows: TreeRow[];
  /** Ids on the path from the root to the leaf: the branch shown when the page opens. */
  activePath: Set<string>;
  /** The leaf the page opens on, or `undefined` for an empty session. */
  leafId: string | undefined;
  /** Number of entries with more than one child. */
  branchPoints: number;
}

/**
 * Orders the entries of a session as a tree (depth-first, without
 * recursion so a 10,000-entry chain is fine) and finds the branch from
 * `leafId` (default: the last entry in the file, as a session resumes) up
 * to its root. An entry whose parent is missing is treated as a root.
 */
export function buildExportTree(entries: readonly SessionEntry[], leafId?: string | null): ExportTree {
  const byId = new Map<string, SessionEntry>();
  for (const entry of entries) byId.set(entry.id, entry);
  const children = new Map<string, SessionEntry[]>();
  const roots: SessionEntry[] = [];
  for (const entry of entries) {
    const parent = entry.parentId;
    if (parent === null || parent === entry.id || !byId.has(parent)) {
      roots.push(entry);
      continue;
    }
    const list = children.get(parent);
    if (list === undefined) children.set(parent, [entry]);
    else list.push(entry);
  }

  const rows: TreeRow[] = [];
  const visited = new Set<string>();
  const stack: { entry: SessionEntry; depth: number; branchStart: boolean }[] = [];
  for (let i = roots.length - 1; i >= 0; i--) {
    stack.push({ entry: roots[i] as SessionEntry, depth: 0, branchStart: roots.length > 1 });
  }
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (visited.has(item.entry.id)) continue;
    visited.add(item.entry.id);
    rows.push(item);
    const kids = children.get(item.entry.id) ?? [];
    const branching = kids.length > 1;
    for (let i = kids.length - 1; i >= 0; i--) {
      stack.push({ entry: kids[i] as SessionEntry, depth: item.depth + (branching ? 1 : 0), branchStart: branching });
    }
  }
  // Entries caught in a parent cycle are never reached from a root; show them at the end rather than lose them.
  for (const entry of entries) {
    if (!visited.has(entry.id)) rows.push({ entry, depth: 0, branchStart: false });
  }

  const leaf = leafId ?? entries.at(-1)?.id;
  const activePath = new Set<string>();
  let cursor = leaf === undefined ? undefined : byId.get(leaf);
  while (cursor !== undefined && !activePath.has(cursor.id)) {
    activePath.add(cursor.id);
    cursor = cursor.parentId === null ? undefined : byId.get(cursor.parentId);
  }
  let branchPoints = 0;
  for (const list of children.values()) if (list.length > 1) branchPoints++;
  return { rows, activePath, leafId: leaf !== undefined && byId.has(leaf) ? leaf : undefined, branchPoints };
}
