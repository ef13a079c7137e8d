import type { BeforeToolCallHook } from "@keel/agent-core";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths } from "../home/keel-home.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { approvalsFile, readApprovals } from "./approval-store.js";
import { buildPermissionPolicy, type PermissionCliOptions } from "./build-permission-policy.js";
import { PermissionGate } from "./permission-gate.js";
import type { PermissionPrompter } from "./permission-prompter.js";
import type { PermissionSandbox } from "./permission-sandbox.js";

/** Inputs of {@link createSessionPermissions}. */
export interface SessionPermissionsOptions {
  home: KeelHomePaths;
  layers: readonly SettingsLayer[];
  /** The trusted project's root, else the working folder. */
  root: string;
  cwd: string;
  homeDir: string;
  cli?: PermissionCliOptions;
  prompter?: PermissionPrompter;
  /** The OS sandbox in force, when there is one (calls inside it run without asking unless a rule asks or denies). */
  sandbox?: PermissionSandbox;
  /** Default: whether this process runs as uid 0. */
  runningAsRoot?: boolean;
}

/**
 * The permission gate of one session: the policy from the settings layers,
 * the command line and the saved approvals, with the prompter when there is
 * one. `ok: false` (exit 2) for a bad rule or bypass mode as root.
 */
export async function createSessionPermissions(
  options: SessionPermissionsOptions,
): Promise<{ ok: true; gate: PermissionGate; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] }> {
  const file = approvalsFile(options.home);
  const saved = await readApprovals(file);
  const built = await buildPermissionPolicy({
    layers: options.layers,
    ...(options.cli ? { cli: options.cli } : {}),
    approvals: saved.approvals,
    approvalsSource: file,
    root: options.root,
    cwd: options.cwd,
    homeDir: options.homeDir,
    runningAsRoot: options.runningAsRoot ?? process.getuid?.() === 0,
  });
  if (!built.ok) return { ok: false, diagnostics: [...saved.diagnostics, ...built.diagnostics] };
  const gate = new PermissionGate({
    policy: options.sandbox ? { ...built.policy, sandbox: options.sandbox } : built.policy,
    approvalsFile: file,
    ...(options.prompter ? { prompter: options.prompter } : {}),
  });
  return { ok: true, gate, diagnostics: [...saved.diagnostics, ...built.diagnostics] };
}

/**
 * One `beforeToolCall` hook from the extensions' (which may rewrite the
 * arguments or block) and the permission gate's, in that order: the gate
 * decides on the arguments the tool will really get.
 */
export function chainBeforeToolCall(first: BeforeToolCallHook | undefined, gate: PermissionGate): BeforeToolCallHook {
  if (first === undefined) return gate.beforeToolCall;
  return async (context, signal) => {
    const result = await first(context, signal);
    if (result?.block === true) return result;
    return gate.beforeToolCall(context, signal);
  };
}
