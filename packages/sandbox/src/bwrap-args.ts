import { statSync } from "node:fs";
import { dirname } from "node:path";
import { rootCaps } from "./check-sandbox.js";
import { isWithin, outermost } from "./paths.js";
import { holdPlaceholder } from "./placeholders.js";
import type { SandboxPolicy } from "./policy.js";

/** The bubblewrap command line for one command, and the placeholders it holds. */
export interface BwrapPlan {
  /** Arguments to `bwrap`, ending with `--` and the command's own argv. */
  readonly args: string[];
  /** Placeholder folders held for this command (release them when it ends). */
  readonly placeholders: string[];
}

/** What runs inside the sandbox, and where. */
export interface BwrapCommand {
  readonly argv: readonly string[];
  readonly cwd: string;
  /** Extra folders bound read-only at the same place (the proxy's socket folder, the seccomp filter's). */
  readonly readOnlyBinds?: readonly string[];
  /** A file descriptor bubblewrap reads a seccomp filter from (`--seccomp`). */
  readonly seccompFd?: number;
  /**
   * Make the command PID 1 of its namespace (`--as-pid-1`, see
   * `bwrapFeatures`) instead of running it under bubblewrap's reaper: one
   * process fewer per call (about 3 ms here). The namespace, and everything
   * the command left running in it, still ends when the command ends.
   */
  readonly asPid1?: boolean;
}

/**
 * The bubblewrap arguments for a policy: new mount, PID and IPC namespaces
 * (and network, unless the policy allows all of it), a new session (no
 * TIOCSTI into the caller's terminal), death with the parent, the command
 * as PID 1 when asked (no reaper process), every
 * capability dropped when running as root, a seccomp filter when given; the root read-only, a fresh
 * `/dev`, `/proc` and `/dev/shm`, the writable roots bound writable, then
 * the protected paths inside them re-bound read-only (missing ones replaced
 * by empty read-only placeholders), then the unreadable paths masked (an
 * empty read-only tmpfs for a folder, `/dev/null` for a file).
 */
export function bwrapPlan(policy: SandboxPolicy, command: BwrapCommand): BwrapPlan {
  const args = ["--die-with-parent", "--new-session", "--unshare-pid", "--unshare-ipc"];
  if (command.asPid1 === true) args.push("--as-pid-1");
  if (command.seccompFd !== undefined) args.push("--seccomp", String(command.seccompFd));
  if (policy.network.kind !== "all") args.push("--unshare-net");
  args.push(...rootCaps());
  args.push("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/dev/shm");
  const roots = outermost(policy.writableRoots).filter((root) => kindOf(root) !== undefined);
  for (const root of roots) args.push("--bind", root, root);
  // Folders between a writable root and a protected or masked path become
  // mount points of their own, which cannot be renamed or removed: moving
  // `.git` aside and creating a new one with hooks fails.
  // A folder that is itself protected or masked needs no pin: its own mount comes later.
  const targets = new Set([...policy.protect, ...policy.denyRead]);
  const pinned = new Set([...targets].flatMap((path) => ancestorsInside(path, roots)));
  for (const dir of [...pinned].sort((a, b) => a.length - b.length))
    if (!targets.has(dir) && kindOf(dir) === "dir") args.push("--bind", dir, dir);
  const placeholders: string[] = [];
  for (const path of policy.protect) {
    if (!roots.some((root) => isWithin(path, root))) continue; // elsewhere it is read-only already
    if (kindOf(path) === undefined) {
      // Only where the command could create it: its nearest existing parent is writable.
      if (!roots.some((root) => isWithin(existingParent(path), root))) continue;
      if (!holdPlaceholder(path)) continue;
      placeholders.push(path);
    } else if (holdPlaceholder(path)) placeholders.push(path);
    args.push("--ro-bind", path, path);
  }
  for (const source of command.readOnlyBinds ?? []) args.push("--ro-bind", source, source);
  for (const path of policy.denyRead) {
    const kind = kindOf(path);
    if (kind === "dir") args.push("--tmpfs", path, "--remount-ro", path);
    else if (kind === "file") args.push("--ro-bind", "/dev/null", path);
  }
  args.push("--chdir", command.cwd, "--", ...command.argv);
  return { args, placeholders };
}

function kindOf(path: string): "dir" | "file" | undefined {
  try {
    return statSync(path).isDirectory() ? "dir" : "file";
  } catch {
    return undefined;
  }
}

/** The folders strictly between the writable root holding `path` and `path` itself. */
function ancestorsInside(path: string, roots: readonly string[]): string[] {
  const root = roots.find((candidate) => isWithin(path, candidate) && path !== candidate);
  if (root === undefined) return [];
  const dirs: string[] = [];
  for (let dir = dirname(path); dir !== root && isWithin(dir, root); dir = dirname(dir)) dirs.push(dir);
  return dirs;
}

function existingParent(path: string): string {
  let dir = path;
  while (kindOf(dir) === undefined && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
