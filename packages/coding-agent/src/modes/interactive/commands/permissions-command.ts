import { formatDiagnostic } from "../../../diagnostics.js";
import type { ApprovalView, PermissionsView } from "../../../runtime/runtime-permissions.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import { PERMISSION_MODES } from "../../../settings/permission-settings.js";
import { confirmDialog, selectDialog } from "../state/dialog-state.js";
import type { CommandHost } from "./command-host.js";

const USAGE = "Use /permissions, /permissions mode <default|accept-edits|plan|bypass> or /permissions revoke <rule>.";

/** One line of the `/permissions` dialog and what choosing it does. */
type PermissionsLine =
  | { kind: "mode"; label: string }
  | { kind: "approval"; label: string; approval: ApprovalView }
  | { kind: "rule"; label: string; rule: string; source: string }
  | { kind: "none"; label: string };

function where(approval: ApprovalView): string {
  if (approval.scope === "user") return "everywhere";
  return approval.appliesHere ? "this project" : `project ${approval.project ?? "?"}`;
}

/** The dialog's lines: the mode, the saved approvals, the settings rules. */
export function permissionsLines(view: PermissionsView): PermissionsLine[] {
  const lines: PermissionsLine[] = [{ kind: "mode", label: `mode: ${view.mode}  (Enter to change)` }];
  if (view.approvals.length === 0) lines.push({ kind: "none", label: `approvals: none (${view.approvalsFile})` });
  for (const approval of view.approvals) {
    const from = approval.session ? `, session ${approval.session.slice(0, 8)}` : "";
    lines.push({
      kind: "approval",
      label: `approval  ${approval.rule}  ${where(approval)}  saved in ${view.approvalsFile} (${approval.addedAt}${from})`,
      approval,
    });
  }
  if (view.rules.length === 0) lines.push({ kind: "none", label: "settings rules: none" });
  for (const rule of view.rules) {
    lines.push({
      kind: "rule",
      label: `${rule.list.padEnd(5)}  ${rule.rule}  ${rule.ignored ? `(${rule.ignored})  ` : ""}${rule.source}`,
      rule: rule.rule,
      source: rule.source,
    });
  }
  return lines;
}

function pick(ui: CommandHost, title: string, options: string[], initial?: string) {
  return new Promise<string | undefined>((resolve) => ui.openDialog(selectDialog(title, options, resolve, initial)));
}

function confirm(ui: CommandHost, title: string, message: string) {
  return new Promise<boolean>((resolve) => ui.openDialog(confirmDialog(title, message, resolve)));
}

function setMode(ui: CommandHost, runtime: SessionRuntime, mode: string): void {
  const result = runtime.setPermissionMode(mode);
  if (result.ok) ui.notify("info", `Permission mode: ${result.value} (for this session).`);
  else ui.notify("error", result.error);
}

async function chooseMode(ui: CommandHost, runtime: SessionRuntime, current: string): Promise<void> {
  const choice = await pick(ui, "Permission mode for this session", [...PERMISSION_MODES], current);
  if (choice !== undefined) setMode(ui, runtime, choice);
}

async function revoke(ui: CommandHost, runtime: SessionRuntime, rule: string): Promise<void> {
  const result = await runtime.revokeApproval(rule);
  if (!result.ok) return ui.notify("error", result.error);
  const gone = result.value.removed.map((approval) => `${approval.rule} (${where(approval)})`).join(", ");
  ui.notify("info", `Revoked ${gone}: it no longer applies, in this session or the next.`);
}

async function showDialog(ui: CommandHost, runtime: SessionRuntime): Promise<void> {
  const view = await runtime.permissions();
  if (view.diagnostics.length > 0) ui.notify("warning", view.diagnostics.map(formatDiagnostic).join("\n"));
  const lines = permissionsLines(view);
  const untrusted = view.untrustedProject ? ` ${view.untrustedProject} is not trusted: its settings do not apply.` : "";
  const options = lines.map((line) => line.label);
  const choice = await pick(
    ui,
    `Permissions — Enter on an approval revokes it, on the mode changes it.${untrusted}`,
    options,
  );
  if (choice === undefined) return;
  const line = lines[options.indexOf(choice)];
  if (line === undefined) return;
  switch (line.kind) {
    case "mode":
      return chooseMode(ui, runtime, view.mode);
    case "approval": {
      if (!line.approval.appliesHere) {
        return ui.notify(
          "info",
          `That approval applies only in ${line.approval.project ?? "another project"}: run keel permissions revoke there.`,
        );
      }
      const yes = await confirm(
        ui,
        `Revoke ${line.approval.rule}?`,
        `It is removed from ${view.approvalsFile} and stops applying in this session; the next such call asks again.`,
      );
      if (yes) await revoke(ui, runtime, line.approval.rule);
      return;
    }
    case "rule":
      return ui.notify("info", `${line.rule} comes from ${line.source}: edit that file to change it.`);
    case "none":
      return;
    default: {
      const unreachable: never = line;
      throw new Error(`unknown line ${String(unreachable)}`);
    }
  }
}

/**
 * `/permissions`: a dialog with the mode, the saved approvals and the
 * settings rules (choosing an approval revokes it after a confirmation);
 * `/permissions mode <mode>` switches the mode for the session;
 * `/permissions revoke <rule>` removes a saved approval at once.
 */
export async function permissionsCommand(ui: CommandHost, runtime: SessionRuntime, args: string) {
  const [verb = "", ...rest] = args.split(/\s+/).filter((word) => word !== "");
  const value = rest.join(" ");
  switch (verb) {
    case "":
      return showDialog(ui, runtime);
    case "mode":
      return value === "" ? chooseMode(ui, runtime, (await runtime.permissions()).mode) : setMode(ui, runtime, value);
    case "revoke":
      return value === ""
        ? ui.notify("error", `/permissions revoke takes a rule. ${USAGE}`)
        : revoke(ui, runtime, value);
    default:
      return ui.notify("error", `/permissions has no "${verb}" command. ${USAGE}`);
  }
}
