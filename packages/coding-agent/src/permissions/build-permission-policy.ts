import type { Diagnostic } from "../diagnostics.js";
import type { PermissionMode } from "../settings/permission-settings.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { type Approval, appliesIn } from "./approval-store.js";
import { canonicalPath } from "./canonical-path.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import { parseRule } from "./permission-rule.js";

/** What the command line says about permissions. */
export interface PermissionCliOptions {
  /** `--allow`, `--ask`, `--deny` (each repeatable). */
  allow?: readonly string[];
  ask?: readonly string[];
  deny?: readonly string[];
  /** `--permission-mode`. */
  mode?: PermissionMode;
  /** `--dangerously-bypass`: bypass mode, also when running as root. */
  dangerouslyBypass?: boolean;
}

/** Inputs of {@link buildPermissionPolicy}. */
export interface BuildPolicyOptions {
  /** The settings layers that applied (the project's only when trusted). */
  layers: readonly SettingsLayer[];
  cli?: PermissionCliOptions;
  /** Saved approvals and the file they came from. */
  approvals: readonly Approval[];
  approvalsSource: string;
  /** The project root (the trusted project's folder, else the working folder). */
  root: string;
  cwd: string;
  homeDir: string;
  /** Running as root (uid 0): bypass mode then needs `--dangerously-bypass`. */
  runningAsRoot: boolean;
}

/** The policy, or why the run must not start (a bad rule, bypass as root). */
export type BuildPolicyResult =
  | { ok: true; policy: PermissionPolicy; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

const LISTS: readonly RuleList[] = ["deny", "ask", "allow"];
const FLAG: Record<RuleList, string> = { allow: "--allow", ask: "--ask", deny: "--deny" };

/**
 * Collects the rules of every layer (user file, trusted project file,
 * command line) and the saved approvals that apply to this project, and
 * picks the mode. Lists add up across layers and deny beats ask beats
 * allow wherever each was written. A project can only add restrictions:
 * its ask and deny rules apply, its allow rules and `allowReadOnlyCommands`
 * are ignored with a warning, and it may only choose the `default` or
 * `plan` mode. A
 * rule that does not parse stops the run (a deny rule silently dropped
 * would be worse); bypass mode as root needs `--dangerously-bypass`.
 */
export async function buildPermissionPolicy(options: BuildPolicyOptions): Promise<BuildPolicyResult> {
  const errors: Diagnostic[] = [];
  const diagnostics: Diagnostic[] = [];
  const rules: RuleEntry[] = [];
  let mode: PermissionMode = "default";
  let allowReadOnlyCommands = false;
  let modeSource = "";

  for (const layer of options.layers) {
    const permissions = layer.settings.permissions;
    if (permissions === undefined) continue;
    if (layer.scope === "project" && (permissions.allow ?? []).length > 0) {
      diagnostics.push({
        severity: "warning",
        source: layer.source,
        path: "/permissions/allow",
        message: `a project cannot grant permissions; its allow rules are ignored: ${(permissions.allow ?? []).join(", ")}`,
        hint: "Put the rules you want in your own settings file, or pass --allow for one run.",
      });
    }
    for (const list of LISTS) {
      if (layer.scope === "project" && list === "allow") continue;
      (permissions[list] ?? []).forEach((text, index) => {
        const parsed = parseRule(text);
        if (!parsed.ok) {
          errors.push({
            severity: "error",
            source: layer.source,
            path: `/permissions/${list}/${index}`,
            message: parsed.message,
            hint: parsed.hint,
          });
          return;
        }
        rules.push({ rule: parsed.rule, list, origin: layer.scope, source: layer.source });
      });
    }
    if (permissions.defaultMode !== undefined) {
      if (layer.scope === "project" && permissions.defaultMode !== "default" && permissions.defaultMode !== "plan") {
        diagnostics.push({
          severity: "warning",
          source: layer.source,
          path: "/permissions/defaultMode",
          message: `a project cannot choose the ${permissions.defaultMode} mode (it would lift restrictions); ignored`,
          hint: "Set it in your own settings file or pass --permission-mode.",
        });
      } else {
        mode = permissions.defaultMode;
        modeSource = layer.source;
      }
    }
    if (permissions.allowReadOnlyCommands !== undefined) {
      if (layer.scope === "project") {
        diagnostics.push({
          severity: "warning",
          source: layer.source,
          path: "/permissions/allowReadOnlyCommands",
          message: "a project cannot turn on allowReadOnlyCommands (it would lift restrictions); ignored",
          hint: "Set it in your own settings file.",
        });
      } else {
        allowReadOnlyCommands = permissions.allowReadOnlyCommands;
      }
    }
  }

  for (const list of LISTS) {
    for (const text of options.cli?.[list] ?? []) {
      const parsed = parseRule(text);
      if (!parsed.ok)
        errors.push({ severity: "error", source: FLAG[list], message: parsed.message, hint: parsed.hint });
      else rules.push({ rule: parsed.rule, list, origin: "cli", source: FLAG[list] });
    }
  }
  const cliMode = options.cli?.mode ?? (options.cli?.dangerouslyBypass ? "bypass" : undefined);
  if (cliMode !== undefined) {
    mode = cliMode;
    modeSource = options.cli?.mode ? "--permission-mode" : "--dangerously-bypass";
  }
  if (mode === "bypass" && options.runningAsRoot && options.cli?.dangerouslyBypass !== true) {
    errors.push({
      severity: "error",
      source: modeSource,
      message: "bypass mode is refused when keel runs as root: every tool call would run with root's rights",
      hint: "Run as an ordinary user, choose another --permission-mode, or add --dangerously-bypass if you really mean it.",
    });
  }
  if (errors.length > 0) return { ok: false, diagnostics: [...diagnostics, ...errors] };

  const root = await canonicalPath(options.root, options.root, options.homeDir, "tool");
  for (const approval of options.approvals) {
    if (!appliesIn(approval, root)) continue;
    const parsed = parseRule(approval.rule);
    if (!parsed.ok) continue;
    rules.push({
      rule: parsed.rule,
      list: "allow",
      origin: "approval",
      source: `${options.approvalsSource}, ${approval.scope === "user" ? "everywhere" : "this project"}`,
    });
  }
  if (mode === "bypass") {
    diagnostics.push({
      severity: "warning",
      source: modeSource,
      message: "permission mode bypass: every tool call runs without asking, except calls a deny rule names",
    });
  }
  return {
    ok: true,
    diagnostics,
    policy: {
      rules,
      mode,
      allowReadOnlyCommands,
      root,
      cwd: await canonicalPath(options.cwd, options.cwd, options.homeDir, "tool"),
      homeDir: await canonicalPath(options.homeDir, options.homeDir, options.homeDir, "tool"),
    },
  };
}
