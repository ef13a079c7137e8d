import type { SessionFile } from "../session/session-file.js";
import type { SessionEntry } from "../session/session-schema.js";

/** One node of the session tree (RPC `get_tree`). */
export interface SessionTreeNode {
  entry: SessionEntry;
  children: SessionTreeNode[];
  /** The entry's label, when one was set. */
  label?: string;
}

/**
 * The session's entries as a tree, in append order at every level. An
 * entry whose parent is missing (a broken chain) becomes a root, so
 * nothing is lost.
 */
export function buildSessionTree(file: SessionFile): SessionTreeNode[] {
  const nodes = new Map<string, SessionTreeNode>();
  for (const entry of file.entries) {
    const label = file.getLabel(entry.id);
    nodes.set(entry.id, { entry, children: [], ...(label === undefined ? {} : { label }) });
  }
  const roots: SessionTreeNode[] = [];
  for (const entry of file.entries) {
    const node = nodes.get(entry.id) as SessionTreeNode;
    const parent = entry.parentId === null ? undefined : nodes.get(entry.parentId);
    if (parent === undefined || parent === node) roots.push(node);
    else parent.children.push(node);
  }
  return roots;
}

/**
 * The entries after the one with id `since` (all of them without it), in
 * append order; `undefined` when no entry has that id.
 */
export function entriesSince(file: SessionFile, since?: string): SessionEntry[] | undefined {
  const entries = file.entries;
  if (since === undefined) return [...entries];
  const index = entries.findIndex((entry) => entry.id === since);
  return index < 0 ? undefined : entries.slice(index + 1);
}
