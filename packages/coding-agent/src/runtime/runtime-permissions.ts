import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import { appliesIn, approvalsFile, readApprovals, revokeApproval } from "../permissions/approval-store.js";
import type { PermissionCliOptions } from "../permissions/build-permission-policy.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import { parseRule } from "../permissions/permission-rule.js";
import { type SettingsRuleView, settingsRules, settingsSourceOf } from "../permissions/settings-rules.js";
import { PERMISSION_MODES, type PermissionMode } from "../settings/permission-settings.js";
import type { RuntimeResult } from "./runtime-result.js";

/** A saved approval as the UI lists it. */
export interface ApprovalView {
  rule: string;
  /** `project`: only in `project`; `user`: everywhere. */
  scope: "project" | "user";
  project?: string;
  addedAt: string;
  session?: string;
  /** It applies in this session's project (so it can be revoked from here). */
  appliesHere: boolean;
}

export type { SettingsRuleView };

/** What `/permissions` shows (the same facts as `keel permissions`). */
export interface PermissionsView {
  mode: PermissionMode;
  /** `$KEEL_HOME/permissions.json`. */
  approvalsFile: string;
  approvals: ApprovalView[];
  rules: SettingsRuleView[];
  /** Problems with the approvals file (it is then never rewritten). */
  diagnostics: Diagnostic[];
  /** The project folder whose settings do not apply because it is not trusted. */
  untrustedProject?: string;
}

/** Lists the mode, the saved approvals and the settings rules of a session. */
export async function permissionsView(config: Configuration, gate: PermissionGate): Promise<PermissionsView> {
  const file = approvalsFile(config.home);
  const saved = await readApprovals(file);
  const root = gate.policy.root;
  const rules = settingsRules(config.layers);
  return {
    mode: gate.mode,
    approvalsFile: file,
    approvals: saved.approvals.map((approval) => ({ ...approval, appliesHere: appliesIn(approval, root) })),
    rules,
    diagnostics: saved.diagnostics,
    ...(config.project !== undefined && !config.trusted ? { untrustedProject: config.project.root } : {}),
  };
}

/**
 * Removes the saved approvals of a rule that apply here (the user-wide one
 * and this project's) from the approvals file and from the live policy.
 */
export async function revokeSessionApproval(
  config: Configuration,
  gate: PermissionGate,
  ruleText: string,
): Promise<RuntimeResult<{ removed: ApprovalView[] }>> {
  const parsed = parseRule(ruleText);
  if (!parsed.ok) return { ok: false, error: `${parsed.message}. ${parsed.hint}` };
  const file = approvalsFile(config.home);
  const result = await revokeApproval(file, parsed.rule.text, gate.policy.root);
  if (!result.ok) {
    const why = result.diagnostics[0]?.message ?? "it cannot be read";
    return { ok: false, error: `${file} was left unchanged (${why}); fix or delete it and try again.` };
  }
  if (result.removed.length === 0) {
    const inSettings = settingsSourceOf(config.layers, parsed.rule.text);
    return {
      ok: false,
      error: inSettings
        ? `${parsed.rule.text} is not a saved approval; it comes from ${inSettings}: remove it there.`
        : `No saved approval ${parsed.rule.text} applies here (/permissions lists them).`,
    };
  }
  gate.forgetApproval(parsed.rule.text);
  return { ok: true, value: { removed: result.removed.map((approval) => ({ ...approval, appliesHere: true })) } };
}

/**
 * Switches the permission mode for the rest of the session. Bypass mode is
 * refused when keel runs as root, unless the run had `--dangerously-bypass`.
 */
export function setSessionPermissionMode(
  gate: PermissionGate,
  mode: string,
  cli: PermissionCliOptions | undefined,
  runningAsRoot: boolean,
): RuntimeResult<PermissionMode> {
  const known = PERMISSION_MODES.find((m) => m === mode);
  if (known === undefined) {
    return { ok: false, error: `Unknown permission mode "${mode}": use one of ${PERMISSION_MODES.join(", ")}.` };
  }
  if (known === "bypass" && runningAsRoot && cli?.dangerouslyBypass !== true) {
    return {
      ok: false,
      error:
        "Bypass mode is refused when keel runs as root (every tool call would run with root's rights): start keel with --dangerously-bypass if you really mean it.",
    };
  }
  gate.setMode(known);
  return { ok: true, value: known };
}
