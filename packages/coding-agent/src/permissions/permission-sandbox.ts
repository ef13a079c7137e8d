/** The OS sandbox as the permission checker sees it (absent from a policy when none is in force). */
export interface PermissionSandbox {
  /** `read-only` or `workspace-write`. */
  mode: string;
  /** Whether a `bash` call may ask to run outside the sandbox (`"escalate": true`). */
  allowEscalation: boolean;
  /**
   * The sandbox's refusal of a canonical path (starting with
   * `Permission denied:`), or `undefined` when it allows the access.
   * Contract: must not throw.
   */
  refuses(path: string, access: "read" | "write"): string | undefined;
}
