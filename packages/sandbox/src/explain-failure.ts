import type { SandboxPolicy } from "./policy.js";

/** Why a sandboxed command probably failed, and what would allow it. */
export type SandboxFailureHint =
  | { readonly kind: "blocked-domain"; readonly domains: readonly string[]; readonly message: string }
  | { readonly kind: "read-only"; readonly message: string }
  | { readonly kind: "network"; readonly message: string };

/** What `explainSandboxFailure` looks at. */
export interface SandboxFailure {
  readonly policy: SandboxPolicy;
  /** The command's exit code (`null` when a signal ended it). */
  readonly exitCode: number | null;
  /** The command's output (stdout and stderr). */
  readonly output: string;
  /** The host names the proxy refused during the command (`WrappedCommand.blockedDomains()`). */
  readonly blockedDomains?: readonly string[];
}

/**
 * The operating system's own texts for the errors a sandbox causes
 * (`strerror(EROFS)`, `strerror(ENETUNREACH)`, resolver failures): fixed
 * strings, not patterns, checked only after a command under a sandbox failed.
 */
const READ_ONLY_TEXTS = ["Read-only file system"];
const NETWORK_TEXTS = [
  "Network is unreachable",
  "Temporary failure in name resolution",
  "Could not resolve host",
  "getaddrinfo EAI_AGAIN",
];

/**
 * Explains a failed sandboxed command so the model can act: first from
 * structured facts (the domains the proxy refused), then from the system's
 * fixed error texts for a read-only file system or an unreachable network.
 * Undefined when the command succeeded, ran with mode `off`, or nothing
 * points at the sandbox.
 */
export function explainSandboxFailure(failure: SandboxFailure): SandboxFailureHint | undefined {
  const { policy } = failure;
  if (policy.mode === "off" || failure.exitCode === 0) return undefined;
  const domains = failure.blockedDomains ?? [];
  if (domains.length > 0)
    return {
      kind: "blocked-domain",
      domains,
      message: `The sandbox's network proxy refused ${domains.join(", ")}: not in sandbox.allowedDomains. Add ${domains.length === 1 ? "it" : "them"} to sandbox.allowedDomains to allow ${domains.length === 1 ? "it" : "them"}, or repeat the call with "escalate": true to ask the user to run it outside the sandbox.`,
    };
  if (READ_ONLY_TEXTS.some((text) => failure.output.includes(text))) {
    const where =
      policy.mode === "read-only"
        ? "the sandbox is read-only (only the temp folders are writable)"
        : `the sandbox lets commands write only ${policy.writableRoots.join(", ")} (and not .git/hooks, .git/config, .keel/ or sandbox.protect)`;
    return {
      kind: "read-only",
      message: `The sandbox stopped a write: ${where}. Add the folder to sandbox.writableRoots, or repeat the call with "escalate": true to ask the user to run it outside the sandbox.`,
    };
  }
  if (policy.network.kind !== "all" && NETWORK_TEXTS.some((text) => failure.output.includes(text)))
    return {
      kind: "network",
      message: `The sandbox has no network${policy.network.kind === "domains" ? " beyond sandbox.allowedDomains" : ""}. Set sandbox.network: true or list the host in sandbox.allowedDomains, or repeat the call with "escalate": true to ask the user to run it outside the sandbox.`,
    };
  return undefined;
}
