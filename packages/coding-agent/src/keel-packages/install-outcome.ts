import { rename, rm } from "node:fs/promises";
import type { Env } from "../home/keel-home.js";
import type { PackageLockEntry } from "./lock-file.js";

/**
 * How an installer treats an existing copy: `ensure` keeps a copy that
 * matches the lock entry (installing the locked version or commit when it
 * is missing or different); `refresh` (`keel update`) resolves the
 * declaration again, so an unpinned package moves.
 */
export type InstallMode = "ensure" | "refresh";

/** What an installer needs besides the source. */
export interface InstallContext {
  /** The lock entry recorded for this declaration, if any. */
  locked: PackageLockEntry | undefined;
  mode: InstallMode;
  /** `--offline`: only copies already on disk; nothing is fetched. */
  offline: boolean;
  /** The environment npm and git run with (registry, proxy and git settings come from it). */
  env: Env;
}

/** The outcome of installing one package: where it is and what to lock, or why it failed. */
export type InstallOutcome =
  | {
      ok: true;
      /** The package's root folder (its package.json). */
      root: string;
      /** What to record in the lock file (`undefined` for local folders). */
      lock: PackageLockEntry | undefined;
      /** Whether bytes on disk changed in this call. */
      changed: boolean;
    }
  | { ok: false; reason: string; hint?: string };

/** The version or commit a lock entry pins, for messages (`1.2.0`, `3f2a9c1`). */
export function lockedLabel(entry: PackageLockEntry | undefined): string | undefined {
  if (entry === undefined) return undefined;
  switch (entry.kind) {
    case "npm":
      return entry.version;
    case "git":
      return entry.commit.slice(0, 7);
    default: {
      const never: never = entry;
      throw new Error(`unknown lock entry ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Replaces an install folder with a freshly built one. Two runs that
 * install the same package at once each build their own staging folder;
 * when the other run's copy lands first, this one's is dropped and the
 * other's kept (both came from the same declaration and lock entry).
 */
export async function swapIn(staging: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(staging, dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    await rm(staging, { recursive: true, force: true });
  }
}
