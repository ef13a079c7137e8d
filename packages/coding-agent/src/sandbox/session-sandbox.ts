import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalPath, defaultPolicy, type SandboxPolicy, type SandboxReport } from "@keel/sandbox";
import type { Diagnostic } from "../diagnostics.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { SANDBOX_MODES, type SandboxModeSetting } from "../settings/sandbox-settings-schema.js";
import { sandboxProjectRoot } from "./project-root.js";
import { cachedSandboxCheck } from "./sandbox-check-cache.js";
import { type EffectiveSandboxSettings, isSandboxMode, resolveSandboxSettings } from "./sandbox-settings.js";

/**
 * The sandbox of one session: `active` (commands and file tools run inside
 * it), `off` (the user chose no sandbox) or `unavailable` (it cannot start
 * here; the permission rules' defaults apply, never unsandboxed auto-run).
 */
export type SessionSandbox =
  | {
      state: "active";
      policy: SandboxPolicy;
      settings: EffectiveSandboxSettings;
      projectRoot: string;
      /** The same policy in another mode (for `/sandbox` and `set_sandbox`). */
      policyFor: (mode: "read-only" | "workspace-write") => SandboxPolicy;
    }
  | { state: "off"; settings: EffectiveSandboxSettings; projectRoot: string }
  | { state: "unavailable"; settings: EffectiveSandboxSettings; projectRoot: string; problem: string };

/** What the front end asks of the sandbox. */
export interface SandboxRequest {
  /** `--sandbox <mode>`: over every settings file and `KEEL_SANDBOX`. */
  mode?: SandboxModeSetting;
}

/** Inputs of {@link resolveSessionSandbox}. */
export interface ResolveSessionSandboxInput {
  request: SandboxRequest;
  layers: readonly SettingsLayer[];
  cwd: string;
  homeDir: string;
  keelHome: string;
  /** `KEEL_SANDBOX`: a mode like `--sandbox`, which wins over it. */
  envMode?: string;
  /** `$TMPDIR`, a temp folder besides `/tmp`. */
  tmpDir?: string;
  /** Finds out whether the sandbox works here. Default: `checkSandbox` of `@keel/sandbox` (runs bubblewrap), cached (see `cachedSandboxCheck`). */
  check?: (exclude: readonly string[]) => Promise<SandboxReport>;
}

/** The file whose presence says the "sandbox in force" line was shown once. */
const ANNOUNCED = "sandbox-announced";

/**
 * Start-up step "sandbox": layers the `sandbox` settings (a project may
 * only narrow them), applies `--sandbox`, and — unless the mode is `off` —
 * checks that the sandbox starts here. When it cannot, one warning says so
 * and the run goes on under the permission rules alone; with
 * `sandbox.required: true` that is an error instead (`ok: false`, exit 1).
 * Until a run has used the sandbox (per `$KEEL_HOME`), an info line reports
 * the mode and the writable roots; `markAnnounced` records that a run did.
 *
 * @example
 * const sandbox = await resolveSessionSandbox({ request: {}, layers, cwd, homeDir, keelHome });
 */
export async function resolveSessionSandbox(input: ResolveSessionSandboxInput): Promise<
  | {
      ok: true;
      sandbox: SessionSandbox;
      diagnostics: Diagnostic[];
      /**
       * Present when `diagnostics` holds the first-run "sandbox in force"
       * line: call it once the run really starts (its first prompt), so a
       * run stopped by bad input shows the line again next time.
       */
      markAnnounced?: () => void;
    }
  | { ok: false; exitCode: 1 | 2; diagnostics: Diagnostic[] }
> {
  const projectRoot = sandboxProjectRoot(input.cwd);
  const resolved = resolveSandboxSettings(input.layers, { projectRoot, homeDir: input.homeDir });
  const settings = resolved.settings;
  const diagnostics = [...resolved.diagnostics];
  if (input.envMode !== undefined && input.envMode !== "") {
    if (!isSandboxMode(input.envMode)) {
      diagnostics.push({
        severity: "error",
        source: "KEEL_SANDBOX",
        message: `must be one of ${SANDBOX_MODES.join(", ")}; got "${input.envMode}"`,
      });
      return { ok: false, exitCode: 2, diagnostics };
    }
    settings.mode = input.envMode;
    settings.modeSource = "KEEL_SANDBOX";
  }
  if (input.request.mode !== undefined) {
    settings.mode = input.request.mode;
    settings.modeSource = "--sandbox";
  }
  if (settings.mode === "off") return { ok: true, sandbox: { state: "off", settings, projectRoot }, diagnostics };
  const check = input.check ?? ((exclude) => cachedSandboxCheck({ keelHome: input.keelHome, exclude }));
  const report = await check([projectRoot]);
  if (!report.available) {
    const problem = report.problem ?? "the sandbox does not start here";
    if (settings.required) {
      diagnostics.push({
        severity: "error",
        source: "sandbox",
        message: `sandbox.required is true and the sandbox cannot start here: ${problem}`,
        hint: "Run `keel sandbox check` for details, or set sandbox.required to false to run under the permission rules alone.",
      });
      return { ok: false, exitCode: 1, diagnostics };
    }
    diagnostics.push({
      severity: "warning",
      source: "sandbox",
      message: `unavailable (${problem}); commands run unsandboxed under the permission rules (keel sandbox check)`,
    });
    return { ok: true, sandbox: { state: "unavailable", settings, projectRoot, problem }, diagnostics };
  }
  const tmpDirs = [...new Set(["/tmp", ...(input.tmpDir ? [input.tmpDir] : [])])].filter((dir) => existsSync(dir));
  // Only these hosts, through @keel/sandbox's proxy on the host (Linux; macOS has no proxy yet).
  const domains = settings.allowedDomains.length > 0 && !settings.network;
  if (domains && process.platform !== "linux") {
    diagnostics.push({
      severity: "warning",
      source: "sandbox",
      path: "/sandbox/allowedDomains",
      message: `allowedDomains is not supported on ${process.platform} yet; the network stays off inside the sandbox`,
      hint: "Set sandbox.network to true to let commands reach the network.",
    });
  }
  const network: SandboxPolicy["network"] = settings.network
    ? { kind: "all" }
    : domains && process.platform === "linux"
      ? { kind: "domains", allowedDomains: settings.allowedDomains }
      : { kind: "none" };
  const mode = settings.mode;
  const policyFor = (chosen: "read-only" | "workspace-write"): SandboxPolicy =>
    defaultPolicy({
      projectRoot,
      home: input.homeDir,
      keelHome: input.keelHome,
      tmpDirs,
      mode: chosen,
      writableRoots: settings.writableRoots,
      protect: settings.protect,
      denyRead: settings.denyRead,
      network,
    });
  const policy = policyFor(mode);
  const sandbox: SessionSandbox = { state: "active", policy, settings, projectRoot, policyFor };
  if (announced(input.keelHome)) return { ok: true, sandbox, diagnostics };
  diagnostics.push({
    severity: "info",
    source: "sandbox",
    message: `commands run in the OS sandbox: ${describeSandboxPolicy(policy, projectRoot)} (docs/sandbox.md; --sandbox off to leave it)`,
  });
  return { ok: true, sandbox, diagnostics, markAnnounced: () => markAnnounced(input.keelHome) };
}

/**
 * One line naming the mode, the network and the writable roots; the project
 * root first and by name, even when it lies inside another root (a project
 * under `/tmp`).
 */
export function describeSandboxPolicy(policy: SandboxPolicy, projectRoot?: string): string {
  const network =
    policy.network.kind === "none"
      ? "network off"
      : policy.network.kind === "all"
        ? "network on"
        : `network only to ${policy.network.allowedDomains.join(", ")}`;
  const project = projectRoot === undefined ? undefined : canonicalPath(projectRoot);
  const named = project !== undefined && policy.mode === "workspace-write" ? [`${project} (the project)`] : [];
  const others = policy.writableRoots.filter((root) => root !== project);
  return `${policy.mode}, ${network}; writable: ${[...named, ...others].join(", ")}`;
}

/** Whether the "sandbox in force" line was shown in a run that started (a marker file in `$KEEL_HOME`). */
function announced(keelHome: string): boolean {
  return existsSync(join(keelHome, ANNOUNCED));
}

function markAnnounced(keelHome: string): void {
  try {
    mkdirSync(keelHome, { recursive: true });
    writeFileSync(join(keelHome, ANNOUNCED), `${new Date().toISOString()}\n`);
  } catch {
    // An unwritable $KEEL_HOME: the line is shown again next time, which is harmless.
  }
}
