import type { SandboxControl, SandboxStatus } from "../sandbox/sandbox-control.js";
import { isSandboxMode } from "../sandbox/sandbox-settings.js";
import { SANDBOX_MODES } from "../settings/sandbox-settings-schema.js";
import type { RuntimeResult } from "./runtime-result.js";

/** What a session without a sandbox reports (`createAgentSession` was not asked for one). */
const NO_SANDBOX: SandboxStatus = {
  state: "off",
  mode: "off",
  writableRoots: [],
  protect: [],
  denyRead: [],
  network: "all",
  allowEscalation: false,
};

/** The sandbox of a session as RPC `get_sandbox` and `/sandbox` show it. */
export function sandboxStatus(control: SandboxControl | undefined): SandboxStatus {
  return control?.status() ?? NO_SANDBOX;
}

/**
 * Switches the session's sandbox mode (RPC `set_sandbox`, `/sandbox
 * <mode>`): a mode name is checked first; a session whose sandbox did not
 * start cannot switch it on.
 */
export function setSandboxMode(control: SandboxControl | undefined, mode: string): RuntimeResult<SandboxStatus> {
  if (!isSandboxMode(mode)) {
    return { ok: false, error: `the sandbox mode must be one of ${SANDBOX_MODES.join(", ")}; got "${mode}"` };
  }
  if (control === undefined) return { ok: false, error: "this session was started without a sandbox" };
  const changed = control.setMode(mode);
  return changed.ok ? { ok: true, value: changed.status } : changed;
}
