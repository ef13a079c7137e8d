import { existsSync, mkdirSync, rmdirSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Empty read-only folders stand in for protected paths that do not exist yet
 * (`.git/hooks`, `.keel/`…) while a command runs, so that the command cannot
 * create them. Counted per process: concurrent commands share one
 * placeholder, and the last to finish removes it (if it is still empty).
 */
const held = new Map<string, { count: number; created: string[] }>();

/**
 * Makes sure `path` exists, creating empty folders where needed, and holds
 * it until `releasePlaceholder`. Returns false (and holds nothing) when the
 * path existed before and is not one of ours.
 */
export function holdPlaceholder(path: string): boolean {
  const entry = held.get(path);
  if (entry !== undefined) {
    entry.count += 1;
    return true;
  }
  if (existsSync(path)) return false;
  const created: string[] = [];
  for (let dir = path; !existsSync(dir); dir = dirname(dir)) created.push(dir);
  mkdirSync(path, { recursive: true }); // writable on the host so it can be removed; read-only inside
  held.set(path, { count: 1, created });
  return true;
}

/** Releases a placeholder; the last holder removes the folders it created, deepest first, when empty. */
export function releasePlaceholder(path: string): void {
  const entry = held.get(path);
  if (entry === undefined) return;
  entry.count -= 1;
  if (entry.count > 0) return;
  held.delete(path);
  for (const dir of entry.created) {
    try {
      rmdirSync(dir);
    } catch {
      return; // not empty, or gone: leave it
    }
  }
}
