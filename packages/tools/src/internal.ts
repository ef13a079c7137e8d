/**
 * `@keel/tools/internal`: the helpers the built-in tools are made of, for
 * Keel's own packages. Used only inside the Keel repository: not covered by
 * semver, any of it may change or go away in any release. The stable API is
 * the package root (`@keel/tools`).
 *
 * @packageDocumentation
 */
export { findExecutableSync } from "./operations/local-exec.js";
export { canonicalPath, displayPath, expandPath } from "./paths.js";
export type { KillTreeOptions } from "./process/kill-tree.js";
export {
  DEFAULT_KILL_GRACE_MS,
  isProcessAlive,
  isProcessGroupAlive,
  killProcessTree,
  killProcessTreeSync,
} from "./process/kill-tree.js";
export type { LedgerGroup, ReapedGroup } from "./process/process-ledger.js";
export { ProcessLedger, readProcessStat, reapOrphanedProcessGroups } from "./process/process-ledger.js";
export type { SpawnProcessOptions } from "./process/spawn.js";
export { spawnProcess } from "./process/spawn.js";
export type { SpillLocation } from "./process/spill-file.js";
export { SpillSink, writeSpillFile } from "./process/spill-file.js";
export {
  defaultSpillFolder,
  SPILL_FOLDER_PREFIX,
  STALE_SPILL_FOLDER_MS,
  spillFolderOf,
  sweepStaleSpillFolders,
} from "./process/spill-folder.js";
export { TailBuffer } from "./process/tail-buffer.js";
export { expandTilde, type RealPath, type RealPathOptions, resolveRealPath } from "./real-path.js";
export { buildBashInvocation, resolveBashShell } from "./tools/bash.js";
export { withCheckedArguments } from "./tools/checked-arguments.js";
export { prepareEditArguments } from "./tools/edit.js";
export type { ImageType } from "./tools/file-type.js";
export { detectBinary, detectImage } from "./tools/file-type.js";
export { buildPowerShellInvocation, buildPowerShellScript, POWERSHELL_MISSING } from "./tools/powershell.js";
export type { ShellInvocation, ShellRunRequest } from "./tools/shell-run.js";
export { runShellCommand } from "./tools/shell-run.js";
export type { ResolvedTimeout } from "./tools/shell-timeout.js";
export { checkTimeoutOptions, resolveTimeout } from "./tools/shell-timeout.js";
export { sliceUtf8, splitLines, utf8Length } from "./truncate.js";
