import { statSync } from "node:fs";
import { decideFileAccess, type SandboxPolicy } from "@keel/sandbox";
import type { ExecOps } from "@keel/tools";
import type { PermissionSandbox } from "../permissions/permission-sandbox.js";
import type { SandboxModeSetting } from "../settings/sandbox-settings-schema.js";
import { sandboxedExecOps } from "./sandboxed-exec.js";
import type { SessionSandbox } from "./session-sandbox.js";

/** What `get_sandbox`, `/sandbox` and `keel` report about the sandbox of a session. */
export interface SandboxStatus {
  /** `active`: commands run inside it; `off`: chosen off; `unavailable`: it cannot start here. */
  state: SessionSandbox["state"];
  mode: SandboxModeSetting;
  /** Why it is unavailable. */
  problem?: string;
  writableRoots: string[];
  protect: string[];
  denyRead: string[];
  network: "none" | "all" | "domains";
  allowEscalation: boolean;
}

/** Told when the policy changes (the permission gate's view of it). */
export type SandboxListener = (sandbox: PermissionSandbox | undefined) => void;

/**
 * The one holder of a session's sandbox policy: the shell and file tools
 * read {@link SandboxControl.policy} at each call, the permission gate
 * hears every change, and a front end switches the mode with
 * {@link SandboxControl.setMode} (between `read-only`, `workspace-write` and
 * `off` when the sandbox started; a run that started without it must be
 * restarted with `--sandbox`).
 */
export class SandboxControl {
  private state: SessionSandbox;
  private readonly policyFor: ((mode: "read-only" | "workspace-write") => SandboxPolicy) | undefined;
  private readonly listeners = new Set<SandboxListener>();

  constructor(sandbox: SessionSandbox) {
    this.state = sandbox;
    this.policyFor = sandbox.state === "active" ? sandbox.policyFor : undefined;
  }

  /** The policy in force, or `undefined` when commands run unsandboxed. */
  policy(): SandboxPolicy | undefined {
    return this.state.state === "active" ? this.state.policy : undefined;
  }

  /** The project root the policy was built for (the git work tree's top, else the working folder). */
  get projectRoot(): string {
    return this.state.projectRoot;
  }

  /** Whether the tools were built to run inside the sandbox (the mode may be switched). */
  get enforced(): boolean {
    return this.policyFor !== undefined;
  }

  /** Whether `bash` offers `"escalate"`. */
  get allowEscalation(): boolean {
    return this.state.settings.allowEscalation;
  }

  /** The permission checker's view of the policy in force. */
  permissionView(): PermissionSandbox | undefined {
    const policy = this.policy();
    if (policy === undefined) return undefined;
    return {
      mode: policy.mode,
      allowEscalation: this.allowEscalation,
      refuses: (path, access) => {
        const linkCount = access === "write" ? hardLinkCount(path) : undefined;
        const decision = decideFileAccess(policy, path, access, linkCount === undefined ? {} : { linkCount });
        return decision.allowed ? undefined : decision.reason;
      },
    };
  }

  /** What a front end shows. */
  status(): SandboxStatus {
    const policy = this.policy();
    const { settings } = this.state;
    return {
      state: this.state.state,
      mode: this.state.state === "active" ? (policy?.mode as SandboxModeSetting) : settings.mode,
      ...(this.state.state === "unavailable" ? { problem: this.state.problem } : {}),
      writableRoots: [...(policy?.writableRoots ?? [])],
      protect: [...(policy?.protect ?? [])],
      denyRead: [...(policy?.denyRead ?? [])],
      network: policy?.network.kind ?? (settings.network ? "all" : "none"),
      allowEscalation: settings.allowEscalation,
    };
  }

  /**
   * Switches the mode for the rest of the session. Fails (with the reason)
   * when the sandbox did not start with the session.
   */
  setMode(mode: SandboxModeSetting): { ok: true; status: SandboxStatus } | { ok: false; error: string } {
    const { settings, projectRoot } = this.state;
    if (mode === "off") {
      if (this.state.state === "active") this.state = { state: "off", settings, projectRoot };
    } else {
      if (this.policyFor === undefined) {
        const why =
          this.state.state === "unavailable" ? `it is unavailable here (${this.state.problem})` : "it was off at start";
        return {
          ok: false,
          error: `the sandbox cannot be switched on in this session: ${why}; start keel with --sandbox ${mode}`,
        };
      }
      this.state = { state: "active", settings, projectRoot, policy: this.policyFor(mode), policyFor: this.policyFor };
    }
    const view = this.permissionView();
    for (const listener of this.listeners) listener(view);
    return { ok: true, status: this.status() };
  }

  /** Process operations that run inside the sandbox in force (for a user's `!command`). */
  readonly wrapExec = (inner: ExecOps): ExecOps =>
    sandboxedExecOps(() => this.policy(), inner, { exclude: [this.state.projectRoot] });

  /** Hears policy changes; returns the unsubscribe function. */
  subscribe(listener: SandboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The hard-link count of an existing regular file; `undefined` when it is missing or not a file. */
function hardLinkCount(path: string): number | undefined {
  try {
    const found = statSync(path);
    return found.isFile() ? found.nlink : undefined;
  } catch {
    return undefined;
  }
}
