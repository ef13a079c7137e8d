import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type InstallContext, type InstallOutcome, swapIn } from "./install-outcome.js";
import type { PackageSource } from "./package-source.js";
import { clientFailure, runClient } from "./run-client.js";

type NpmSource = Extract<PackageSource, { kind: "npm" }>;

async function readJson(path: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function installedVersion(prefix: string, name: string): Promise<string | undefined> {
  const manifest = await readJson(join(prefix, "node_modules", name, "package.json"));
  return typeof manifest?.version === "string" ? manifest.version : undefined;
}

/** The tarball and checksum npm recorded for the package in its prefix's package-lock.json. */
async function lockedTarball(prefix: string, name: string): Promise<{ resolved?: string; integrity?: string }> {
  const lock = await readJson(join(prefix, "package-lock.json"));
  const entry = (lock?.packages as Record<string, { resolved?: unknown; integrity?: unknown }> | undefined)?.[
    `node_modules/${name}`
  ];
  return {
    ...(typeof entry?.resolved === "string" ? { resolved: entry.resolved } : {}),
    ...(typeof entry?.integrity === "string" ? { integrity: entry.integrity } : {}),
  };
}

/**
 * Installs an npm package with npm into its own prefix (`<dir>/node_modules/<name>`),
 * with its dependencies and without peer dependencies (Keel provides
 * its own packages to extensions). The new copy is built beside the old
 * one and swapped in only when npm succeeded, so a failed update leaves
 * the previous copy working. A locked entry is installed at its exact
 * version and its tarball checksum must match the lock's.
 */
export async function installNpmPackage(
  source: NpmSource,
  location: { dir: string; root: string },
  context: InstallContext,
): Promise<InstallOutcome> {
  const locked = context.locked?.kind === "npm" && context.locked.source === source.text ? context.locked : undefined;
  const current = await installedVersion(location.dir, source.name);
  const useLock = locked !== undefined && context.mode === "ensure";
  // A copy already on disk serves when it is what the lock says (or there is no lock yet and we only ensure).
  // A lock entry made for another declaration of this package (another version or ref) means the copy is stale.
  const stale = context.locked !== undefined && context.locked.source !== source.text;
  if (
    current !== undefined &&
    !stale &&
    context.mode === "ensure" &&
    (locked === undefined || locked.version === current)
  ) {
    const tarball = await lockedTarball(location.dir, source.name);
    return {
      ok: true,
      root: location.root,
      lock: locked ?? { kind: "npm", source: source.text, name: source.name, version: current, ...tarball },
      changed: false,
    };
  }
  if (context.offline) {
    if (current !== undefined) {
      return { ok: true, root: location.root, lock: locked, changed: false };
    }
    return {
      ok: false,
      reason: "not installed, and --offline allows only cached copies",
      hint: "Run keel install (online) first.",
    };
  }
  const spec = useLock ? locked.version : (source.spec ?? "latest");
  const staging = `${location.dir}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await writeFile(join(staging, "package.json"), `${JSON.stringify({ private: true, dependencies: {} }, null, 2)}\n`);
  const result = await runClient(
    "npm",
    [
      "install",
      `${source.name}@${spec}`,
      "--prefix",
      staging,
      "--legacy-peer-deps",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
    ],
    { cwd: staging, env: context.env },
  );
  if (!result.ok) {
    await rm(staging, { recursive: true, force: true });
    return {
      ok: false,
      reason: `npm install ${source.name}@${spec} failed: ${clientFailure(result)}`,
      hint: "Check the name and version, and that the npm registry can be reached.",
    };
  }
  const version = await installedVersion(staging, source.name);
  const tarball = await lockedTarball(staging, source.name);
  if (version === undefined) {
    await rm(staging, { recursive: true, force: true });
    return { ok: false, reason: `npm reported success but ${source.name} is not in node_modules` };
  }
  if (useLock && locked.integrity !== undefined && tarball.integrity !== locked.integrity) {
    await rm(staging, { recursive: true, force: true });
    return {
      ok: false,
      reason: `${source.name}@${version} does not match the lock file: its checksum is ${tarball.integrity ?? "unknown"}, the lock says ${locked.integrity}`,
      hint: "The registry serves different bytes than were locked. Check the registry, or run keel update to lock the new bytes.",
    };
  }
  await swapIn(staging, location.dir);
  return {
    ok: true,
    root: location.root,
    lock: { kind: "npm", source: source.text, name: source.name, version, ...tarball },
    changed: current !== version,
  };
}
