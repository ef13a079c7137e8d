import { isWithin } from "./paths.js";
import type { SandboxPolicy } from "./policy.js";

/** The answer of `decideFileAccess`: allowed, or refused with a reason the model can act on. */
export type FileAccessDecision = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/** What `decideFileAccess` may know about the file beyond its path. */
export interface FileAccessFacts {
  /**
   * The file's hard-link count (`stat().nlink`) when it exists. A regular
   * file with more than one name may also live outside the writable roots,
   * so writing it is refused.
   */
  readonly linkCount?: number;
}

/**
 * The sandbox's decision for an in-process file tool (`read`, `write`,
 * `edit`…), the same boundary the OS sandbox draws for shell commands. The
 * caller passes the canonical path (`realpath` of the file, or of its
 * nearest existing parent plus the rest, so symbolic links and `..` cannot
 * lead elsewhere). Refusals start with `Permission denied:` and name the
 * setting that would allow the access.
 */
export function decideFileAccess(
  policy: SandboxPolicy,
  realPath: string,
  access: "read" | "write",
  facts: FileAccessFacts = {},
): FileAccessDecision {
  if (policy.mode === "off") return { allowed: true };
  const denied = policy.denyRead.find((path) => isWithin(realPath, path));
  if (denied !== undefined)
    return refuse(`${realPath} is unreadable in the sandbox (${denied} is in its deny list, sandbox.denyRead)`);
  if (access === "read") return { allowed: true };
  const root = policy.writableRoots.find((path) => isWithin(realPath, path));
  if (root === undefined) {
    const where =
      policy.mode === "read-only" ? "the sandbox is read-only" : "it is outside the sandbox's writable roots";
    return refuse(
      `${realPath} cannot be written: ${where} (${policy.writableRoots.join(", ")}). Add its folder to sandbox.writableRoots, or ask the user to run this outside the sandbox.`,
    );
  }
  const protectedPath = policy.protect.find((path) => isWithin(realPath, path));
  if (protectedPath !== undefined)
    return refuse(`${realPath} cannot be written: ${protectedPath} stays read-only in the sandbox.`);
  if ((facts.linkCount ?? 1) > 1)
    return refuse(
      `${realPath} cannot be written: it has ${facts.linkCount} hard links, and another of its names may lie outside the sandbox's writable roots.`,
    );
  return { allowed: true };
}

function refuse(reason: string): FileAccessDecision {
  return { allowed: false, reason: `Permission denied: ${reason}` };
}
