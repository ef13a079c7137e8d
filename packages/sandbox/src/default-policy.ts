import { join } from "node:path";
import { gitProtectedPaths } from "./git-paths.js";
import { canonicalPath, expandPolicyPath, outermost } from "./paths.js";
import type { SandboxMode, SandboxNetwork, SandboxPolicy } from "./policy.js";

/** Paths under the home folder that hold credentials: unreadable inside the sandbox. */
export const DEFAULT_DENY_READ_IN_HOME: readonly string[] = [
  ".ssh",
  ".gnupg",
  ".aws",
  ".config/gcloud",
  ".azure",
  ".kube",
  ".docker/config.json",
  ".netrc",
  ".npmrc",
  ".pypirc",
];

/**
 * Sockets of container engines: a command that reaches one controls the
 * machine. Masked when they exist (a connection then finds no socket).
 */
export const DEFAULT_DENY_SOCKETS: readonly string[] = [
  "/var/run/docker.sock",
  "/run/docker.sock",
  "/run/containerd/containerd.sock",
  "/run/podman/podman.sock",
  "/run/buildkit/buildkitd.sock",
];

/** Files under Keel's home folder that hold secrets: unreadable inside the sandbox. */
export const DEFAULT_DENY_READ_IN_KEEL_HOME: readonly string[] = ["auth.json", "mcp-auth.json"];

/** What `defaultPolicy` builds a policy from. */
export interface DefaultPolicyInput {
  /** The project root: the git work tree's top, else the working folder. */
  readonly projectRoot: string;
  /** The user's home folder (for `~/` paths and the default deny list). */
  readonly home: string;
  /** Keel's home folder (`$KEEL_HOME`, by default `~/.keel`): read-only, its secrets unreadable. */
  readonly keelHome: string;
  /** The OS temp folders (`/tmp` and `$TMPDIR`): writable in every mode but `off`. */
  readonly tmpDirs: readonly string[];
  /** The mode; `workspace-write` when left out. */
  readonly mode?: SandboxMode;
  /** More writable folders: absolute, `~/…` or relative to the project root (`sandbox.writableRoots`). */
  readonly writableRoots?: readonly string[];
  /** More read-only paths inside the writable roots, written the same way (`sandbox.protect`). */
  readonly protect?: readonly string[];
  /** More unreadable paths, written the same way (`sandbox.denyRead`). */
  readonly denyRead?: readonly string[];
  /** The network; none when left out. */
  readonly network?: SandboxNetwork;
}

/**
 * The policy Keel runs commands under: in `workspace-write`, the project
 * root, the temp folders and `writableRoots` are writable, except `.git/hooks`
 * and `.git/config` (also of a worktree's or submodule's real git dir) in
 * each writable root, the project's `.keel/`, Keel's home folder and
 * `protect`; in `read-only`, only the temp folders. Everywhere, the
 * credential files of the home folder, Keel's `auth.json` and
 * `mcp-auth.json`, the container engines' sockets and `denyRead` are
 * unreadable. Every path comes out
 * absolute and canonical.
 *
 * @example
 * ```ts
 * const policy = defaultPolicy({ projectRoot: "/src/app", home: "/home/me", keelHome: "/home/me/.keel", tmpDirs: ["/tmp"] });
 * ```
 */
export function defaultPolicy(input: DefaultPolicyInput): SandboxPolicy {
  const base = { projectRoot: canonicalPath(input.projectRoot), home: canonicalPath(input.home) };
  const expand = (paths: readonly string[] | undefined): string[] =>
    (paths ?? []).map((path) => canonicalPath(expandPolicyPath(path, base)));
  const mode = input.mode ?? "workspace-write";
  const keelHome = canonicalPath(expandPolicyPath(input.keelHome, base));
  const tmpDirs = input.tmpDirs.map((dir) => canonicalPath(dir));
  const extraRoots = expand(input.writableRoots);
  const writableRoots =
    mode === "read-only" ? outermost(tmpDirs) : outermost([base.projectRoot, ...tmpDirs, ...extraRoots]);
  const gitRoots = mode === "read-only" ? [] : [base.projectRoot, ...extraRoots];
  const protect = [
    ...gitRoots.flatMap((root) => gitProtectedPaths(root)),
    join(base.projectRoot, ".keel"),
    keelHome,
    ...expand(input.protect),
  ];
  const denyRead = [
    ...DEFAULT_DENY_READ_IN_HOME.map((path) => join(base.home, path)),
    ...DEFAULT_DENY_READ_IN_KEEL_HOME.map((path) => join(keelHome, path)),
    ...DEFAULT_DENY_SOCKETS,
    ...expand(input.denyRead),
  ];
  return {
    mode,
    writableRoots,
    protect: [...new Set(protect.map((path) => canonicalPath(path)))],
    denyRead: [...new Set(denyRead.map((path) => canonicalPath(path)))],
    network: input.network ?? { kind: "none" },
  };
}
