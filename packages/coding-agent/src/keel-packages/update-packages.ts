import { isOffline } from "../home/keel-home.js";
import { commandScopes, type PackageCommandContext, scopeDeclarations } from "./command-scopes.js";
import type { DeclaredPackage } from "./declared-packages.js";
import type { PackageCommandResult } from "./install-command.js";
import { lockedLabel } from "./install-outcome.js";
import { type LoadedPackage, loadPackages } from "./load-packages.js";
import { readLockFile } from "./lock-file.js";
import { packageIdentity, parsePackageSource } from "./package-source.js";

/**
 * Whether `keel update` leaves a package where it is: an exact npm
 * version, a git tag or commit (as the lock file recorded when it was
 * installed, or a ref that looks like a commit hash).
 */
async function isPinned(declared: DeclaredPackage): Promise<boolean> {
  const { source, scope } = declared;
  switch (source.kind) {
    case "npm":
      return source.pinned;
    case "git": {
      if (source.ref === undefined) return false;
      const lock = await readLockFile(scope.lockFile);
      const entry = lock.ok ? lock.lock.packages[packageIdentity(source)] : undefined;
      if (entry?.kind === "git" && entry.source === source.text)
        return entry.refKind === "tag" || entry.refKind === "commit";
      return /^[0-9a-f]{40}$/i.test(source.ref);
    }
    case "local":
      return true;
    default: {
      const never: never = source;
      throw new Error(`unknown source ${JSON.stringify(never)}`);
    }
  }
}

function reportLine(loaded: LoadedPackage, pinned: boolean): string {
  const { source } = loaded.declared;
  if (source.kind === "local") return `${source.text}: a local folder, used where it is`;
  const before = lockedLabel(loaded.previous?.source === source.text ? loaded.previous : undefined);
  const after = lockedLabel(loaded.lock);
  if (pinned) return `${source.text}: pinned at ${after ?? "?"}`;
  if (before === undefined) return `${source.text}: installed ${after ?? "?"}`;
  return before === after ? `${source.text}: ${after} (unchanged)` : `${source.text}: ${before} → ${after}`;
}

/**
 * `keel update [source]`: moves every unpinned package of the user's and
 * a trusted project's settings (or the one named) to what its
 * declaration resolves to now, records it in the lock file, and says what
 * changed. Pinned ones are only checked against the lock.
 */
export async function updateCommand(
  text: string | undefined,
  context: PackageCommandContext,
): Promise<PackageCommandResult> {
  const scopes = await commandScopes(context);
  let wanted: string | undefined;
  if (text !== undefined) {
    const parsed = parsePackageSource(text, context.cwd, scopes.homeDir);
    if (!parsed.ok)
      return { ok: false, exitCode: 2, diagnostics: [{ severity: "error", source: "keel", ...parsed.error }] };
    wanted = packageIdentity(parsed.source);
  }
  const declared = (await scopeDeclarations(context))
    .filter((scope) => scope.active)
    .flatMap((scope) => scope.declared)
    .filter((pkg) => wanted === undefined || packageIdentity(pkg.source) === wanted);
  if (wanted !== undefined && declared.length === 0) {
    return {
      ok: false,
      exitCode: 1,
      diagnostics: [
        {
          severity: "error",
          source: "keel",
          message: `${text} is not declared in the user's settings or a trusted project's`,
          hint: "keel list shows the declared packages; keel install adds one.",
        },
      ],
    };
  }
  const pinned: DeclaredPackage[] = [];
  const moving: DeclaredPackage[] = [];
  for (const pkg of declared) ((await isPinned(pkg)) ? pinned : moving).push(pkg);
  const common = { offline: isOffline(context.env), env: context.env };
  const checked = await loadPackages({ ...common, declared: pinned, mode: "ensure" });
  const moved = await loadPackages({ ...common, declared: moving, mode: "refresh" });
  const lines = [
    ...checked.loaded.map((pkg) => reportLine(pkg, true)),
    ...moved.loaded.map((pkg) => reportLine(pkg, false)),
  ];
  if (declared.length === 0) lines.push("No packages are declared (keel install adds one).");
  const diagnostics = [...checked.diagnostics, ...moved.diagnostics];
  const failed = checked.failed.length + moved.failed.length;
  if (failed > 0)
    return {
      ok: false,
      exitCode: 1,
      diagnostics: [
        ...diagnostics,
        ...lines.map((line) => ({ severity: "info" as const, source: "keel update", message: line })),
      ],
    };
  return { ok: true, lines: [...lines, ...diagnostics.map((d) => `  ${d.severity}: ${d.source}: ${d.message}`)] };
}
