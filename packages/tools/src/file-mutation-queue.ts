import { resolve } from "node:path";
import type { FsOps } from "./operations/fs-ops.js";
import { localFsOps } from "./operations/local-fs.js";
import { canonicalPath } from "./paths.js";

/** The last task queued for each canonical path; an entry lives only while a task is queued or running. */
const tails = new Map<string, Promise<void>>();

/** Keys are resolved one after another, so tasks enter their queue in call order. */
let resolvingKeys: Promise<unknown> = Promise.resolve();

/** Options of {@link withFileMutationQueue}. */
export interface FileMutationQueueOptions {
  /**
   * Resolves the canonical path (the queue key). Default: the local file
   * system. Pass the tool's {@link FsOps} when files live elsewhere.
   */
  fs?: Pick<FsOps, "realpath">;
}

/**
 * Runs `fn` after every earlier task queued for the same file has finished,
 * and before any later one starts. The key is the file's canonical path
 * (symlinks resolved; for a file that does not exist yet, its parent's
 * canonical path plus its name), so two calls that name one file in
 * different ways serialize, while different files run in parallel. Tasks
 * on one file run in call order; a task that throws does not block the
 * ones after it.
 *
 * Hold it for the whole read-modify-write of a file, as `write` and `edit`
 * do; a custom tool that changes files should do the same to be safe with
 * parallel tool calls.
 *
 * @example
 * await withFileMutationQueue(path, async () => {
 *   const text = await readFile(path, "utf8");
 *   await writeFile(path, text.replace("a", "b"));
 * });
 */
export async function withFileMutationQueue<T>(
  path: string,
  fn: () => Promise<T>,
  options: FileMutationQueueOptions = {},
): Promise<T> {
  const resolving = resolvingKeys.then(() => canonicalPath(resolve(path), options.fs ?? localFsOps));
  resolvingKeys = resolving.catch(() => undefined);
  const key = await resolving;
  const previous = tails.get(key) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const current = new Promise<void>((done) => {
    release = done;
  });
  tails.set(key, current);
  try {
    await previous;
    return await fn();
  } finally {
    release();
    // Only the last task of a chain removes the key, so the map never grows.
    if (tails.get(key) === current) tails.delete(key);
  }
}

/** How many files currently have a queued or running mutation (diagnostics; 0 when idle). */
export function activeFileMutationCount(): number {
  return tails.size;
}
