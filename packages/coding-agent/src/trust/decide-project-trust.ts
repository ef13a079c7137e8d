import { relative } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { ProjectTrustDefault } from "../settings/settings-schema.js";
import type { ProjectConfig } from "./find-project-config.js";
import { findTrustDecision, type TrustFile } from "./trust-store.js";

/** A one-run override from the command line: `-a/--approve` or `-na/--no-approve`. Never saved. */
export type TrustOverride = "approve" | "no-approve";

/** Why a project is (not) trusted. */
export type TrustReason =
  | "no-project-config"
  | "approve-flag"
  | "no-approve-flag"
  | "saved"
  | "default-always"
  | "default-never"
  | "default-ask-non-interactive"
  | "asked";

/** The outcome of {@link decideProjectTrust}. `ask` means an interactive front end should ask the user. */
export type TrustDecision =
  | { kind: "decided"; trusted: boolean; reason: TrustReason; savedFor?: string }
  | { kind: "ask" };

/** Inputs of {@link decideProjectTrust}. */
export interface DecideTrustOptions {
  /** The project found from the cwd (`findProjectConfig`), if any. */
  project: ProjectConfig | undefined;
  /**
   * Where the run is: saved decisions are looked up from here upwards, so a
   * decision for a subfolder of the project counts there (pi's rule).
   * Default: the project folder.
   */
  cwd?: string;
  override?: TrustOverride;
  /** The saved decisions (`readTrustFile(...).entries`). */
  saved: TrustFile;
  /** `defaultProjectTrust` from the user's settings file only. */
  defaultProjectTrust: ProjectTrustDefault;
  /** Whether a front end can ask the user. Print and JSON modes cannot: for them "ask" means untrusted. */
  interactive: boolean;
}

/**
 * Decides whether a project's `.keel/` config loads, in this order:
 * `--approve` / `--no-approve`; the nearest saved decision in `trust.json`
 * (the cwd or its closest ancestor with one, through symlinks); the user's
 * `defaultProjectTrust` (`always`, `never`, or `ask` — which is untrusted
 * when nobody can be asked). A folder without trust-gated config needs no
 * decision and counts as trusted (there is nothing to load).
 *
 * @example
 * const decision = await decideProjectTrust({ project, saved, defaultProjectTrust: "ask", interactive: false });
 */
export async function decideProjectTrust(options: DecideTrustOptions): Promise<TrustDecision> {
  const { project } = options;
  if (project === undefined) return { kind: "decided", trusted: true, reason: "no-project-config" };
  if (options.override === "approve") return { kind: "decided", trusted: true, reason: "approve-flag" };
  if (options.override === "no-approve") return { kind: "decided", trusted: false, reason: "no-approve-flag" };
  const saved = await findTrustDecision(options.saved, options.cwd ?? project.root);
  if (saved !== undefined) return { kind: "decided", trusted: saved.trusted, reason: "saved", savedFor: saved.path };
  switch (options.defaultProjectTrust) {
    case "always":
      return { kind: "decided", trusted: true, reason: "default-always" };
    case "never":
      return { kind: "decided", trusted: false, reason: "default-never" };
    case "ask":
      return options.interactive
        ? { kind: "ask" }
        : { kind: "decided", trusted: false, reason: "default-ask-non-interactive" };
    default: {
      const never: never = options.defaultProjectTrust;
      throw new Error(`unknown defaultProjectTrust ${String(never)}`);
    }
  }
}

/**
 * What a run without trust left out, as a diagnostic for stderr: which
 * project resources were skipped and how to trust the project. Context
 * files (`AGENTS.md`, `CLAUDE.md`) are not listed: they always load.
 * Returns `undefined` when nothing was skipped.
 *
 * @example
 * const report = skippedProjectReport(project, decision);
 * if (report) console.error(formatDiagnostic(report));
 */
export function skippedProjectReport(
  project: ProjectConfig | undefined,
  decision: TrustDecision,
): Diagnostic | undefined {
  if (project === undefined || decision.kind !== "decided" || decision.trusted) return undefined;
  const skipped = project.resources.map((path) => relative(project.root, path) || path).join(", ");
  const reason = skipReason(decision.reason, decision.savedFor);
  return {
    severity: decision.reason === "no-approve-flag" ? "info" : "warning",
    source: project.paths.dir,
    message: `project config not loaded because ${reason}; skipped: ${skipped}`,
    hint: `To load it, trust the project with \`keel trust ${project.root}\` (saved), or pass --approve (this run only).`,
  };
}

function skipReason(reason: TrustReason, savedFor: string | undefined): string {
  switch (reason) {
    case "no-approve-flag":
      return "--no-approve was given";
    case "saved":
      return `it is marked untrusted in trust.json${savedFor ? ` (${savedFor})` : ""}`;
    case "default-never":
      return 'defaultProjectTrust is "never"';
    case "default-ask-non-interactive":
      return "it is not trusted yet and this mode cannot ask";
    case "asked":
      return "you chose not to trust it";
    case "no-project-config":
    case "approve-flag":
    case "default-always":
      return "it is trusted";
    default: {
      const never: never = reason;
      return String(never);
    }
  }
}
