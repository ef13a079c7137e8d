/**
 * `@keel/sandbox`: run shell commands inside an OS sandbox. A
 * {@link SandboxPolicy} (writable roots, protected and unreadable paths,
 * network) becomes a bubblewrap command line on Linux or a Seatbelt profile
 * on macOS; in-process file tools ask {@link decideFileAccess} for the same
 * boundary.
 *
 * @packageDocumentation
 */
export type { CheckSandboxOptions, SandboxCheck, SandboxReport } from "./check-sandbox.js";
export { checkSandbox } from "./check-sandbox.js";
export type { FileAccessDecision, FileAccessFacts } from "./decide-file-access.js";
export { decideFileAccess } from "./decide-file-access.js";
export type { DefaultPolicyInput } from "./default-policy.js";
export {
  DEFAULT_DENY_READ_IN_HOME,
  DEFAULT_DENY_READ_IN_KEEL_HOME,
  DEFAULT_DENY_SOCKETS,
  defaultPolicy,
} from "./default-policy.js";
export type { SandboxFailure, SandboxFailureHint } from "./explain-failure.js";
export { explainSandboxFailure } from "./explain-failure.js";
export { canonicalPath } from "./paths.js";
export type { SandboxMode, SandboxNetwork, SandboxPolicy } from "./policy.js";
export { domainPatternProblem } from "./proxy/domain-pattern.js";
export { seatbeltProfile } from "./seatbelt-profile.js";
export type { CommandToWrap, WrappedCommand } from "./wrap-command.js";
export { wrapCommand } from "./wrap-command.js";
