import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Env } from "../home/keel-home.js";
import { type InstallContext, type InstallOutcome, swapIn } from "./install-outcome.js";
import type { PackageLockEntry } from "./lock-file.js";
import type { PackageSource } from "./package-source.js";
import { clientFailure, runClient } from "./run-client.js";

type GitSource = Extract<PackageSource, { kind: "git" }>;
type GitLock = Extract<PackageLockEntry, { kind: "git" }>;
type RefKind = GitLock["refKind"];

async function git(args: readonly string[], cwd: string, env: Env) {
  return runClient("git", args, { cwd, env });
}

async function head(dir: string, env: Env): Promise<string | undefined> {
  if (!existsSync(join(dir, ".git"))) return undefined;
  const result = await git(["rev-parse", "HEAD"], dir, env);
  return result.ok ? result.stdout.trim() : undefined;
}

/** What a declared ref is in a fresh clone: a tag, a branch of origin, a commit, or absent. */
async function resolveRef(
  dir: string,
  ref: string | undefined,
  env: Env,
): Promise<{ kind: RefKind; commit: string } | undefined> {
  const verify = async (name: string) => {
    const result = await git(["rev-parse", "--verify", "--quiet", `${name}^{commit}`], dir, env);
    return result.ok ? result.stdout.trim() : undefined;
  };
  if (ref === undefined) {
    const commit = await verify("HEAD");
    return commit === undefined ? undefined : { kind: "default", commit };
  }
  const tag = await verify(`refs/tags/${ref}`);
  if (tag !== undefined) return { kind: "tag", commit: tag };
  const branch = await verify(`refs/remotes/origin/${ref}`);
  if (branch !== undefined) return { kind: "branch", commit: branch };
  if (/^[0-9a-f]{7,40}$/i.test(ref)) {
    const commit = await verify(ref);
    if (commit !== undefined) return { kind: "commit", commit };
  }
  return undefined;
}

/** Installs the package's own dependencies with npm when its package.json lists any. */
async function installDependencies(dir: string, context: InstallContext): Promise<string | undefined> {
  let manifest: { dependencies?: Record<string, string> } | undefined;
  try {
    manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
  } catch {
    return undefined;
  }
  if (manifest?.dependencies === undefined || Object.keys(manifest.dependencies).length === 0) return undefined;
  const result = await runClient(
    "npm",
    ["install", "--omit=dev", "--legacy-peer-deps", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: dir, env: context.env },
  );
  return result.ok ? undefined : `npm install of its dependencies failed: ${clientFailure(result)}`;
}

/**
 * Clones a git package with git and checks out the declared ref (a tag,
 * a branch or a commit; the default branch when none), or the commit the
 * lock file names. Its npm dependencies are installed in the clone. A
 * fresh clone is made beside the old copy and swapped in only when every
 * step succeeded; a copy already at the wanted commit is kept as it is.
 */
export async function installGitPackage(
  source: GitSource,
  location: { dir: string; root: string },
  context: InstallContext,
): Promise<InstallOutcome> {
  const locked =
    context.locked?.kind === "git" && context.locked.source === source.text && context.mode === "ensure"
      ? context.locked
      : undefined;
  const current = await head(location.dir, context.env);
  // A lock entry made for another declaration of this repository (another ref) means the copy is stale.
  const stale = context.locked !== undefined && context.locked.source !== source.text;
  if (
    current !== undefined &&
    !stale &&
    context.mode === "ensure" &&
    (locked === undefined || locked.commit === current)
  ) {
    if (locked !== undefined) return { ok: true, root: location.root, lock: locked, changed: false };
    const found = await resolveRef(location.dir, source.ref, context.env);
    return { ok: true, root: location.root, lock: gitLock(source, found?.kind ?? "default", current), changed: false };
  }
  if (context.offline) {
    if (current !== undefined) return { ok: true, root: location.root, lock: context.locked, changed: false };
    return {
      ok: false,
      reason: "not installed, and --offline allows only cached copies",
      hint: "Run keel install (online) first.",
    };
  }
  const staging = `${location.dir}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(dirname(staging), { recursive: true });
  const fail = async (reason: string, hint?: string): Promise<InstallOutcome> => {
    await rm(staging, { recursive: true, force: true });
    return { ok: false, reason, ...(hint ? { hint } : {}) };
  };
  const cloned = await git(["clone", "--quiet", source.url, staging], dirname(staging), context.env);
  if (!cloned.ok) {
    return fail(`git clone ${source.url} failed: ${clientFailure(cloned)}`, "Check the address and your access to it.");
  }
  const resolved = await resolveRef(staging, source.ref, context.env);
  if (resolved === undefined) {
    return fail(
      `${source.url} has no branch, tag or commit "${source.ref ?? "HEAD"}"`,
      "Check the ref after @ (git ls-remote lists branches and tags).",
    );
  }
  const commit = locked?.commit ?? resolved.commit;
  const checkout = await git(["checkout", "--quiet", "--detach", commit], staging, context.env);
  if (!checkout.ok) {
    return fail(
      `commit ${commit} recorded in the lock file is not in ${source.url}: ${clientFailure(checkout)}`,
      "The history was rewritten upstream; run keel update to lock the current commit.",
    );
  }
  const dependencies = await installDependencies(staging, context);
  if (dependencies !== undefined) return fail(dependencies);
  await swapIn(staging, location.dir);
  return {
    ok: true,
    root: location.root,
    lock: gitLock(source, resolved.kind, commit),
    changed: current !== commit,
  };
}

function gitLock(source: GitSource, refKind: RefKind, commit: string): GitLock {
  return {
    kind: "git",
    source: source.text,
    url: source.url,
    ...(source.ref !== undefined ? { ref: source.ref } : {}),
    refKind,
    commit,
  };
}
