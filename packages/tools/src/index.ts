// The stable public API of @keel/tools. Helpers the tools are built from
// live behind `@keel/tools/internal` (no stability promise).
export type { FileMutationQueueOptions } from "./file-mutation-queue.js";
export { activeFileMutationCount, withFileMutationQueue } from "./file-mutation-queue.js";
export type { ExecOps, ExecOutcome, ExecRequest, OutputStream } from "./operations/exec-ops.js";
export type {
  FsDirEntry,
  FsEntryType,
  FsError,
  FsOps,
  FsStat,
  ReadChunksOptions,
  WriteFileOptions,
} from "./operations/fs-ops.js";
export { fsError, fsErrorCode } from "./operations/fs-ops.js";
export type { LocalExecOptions } from "./operations/local-exec.js";
export { createLocalExecOps, localExecOps } from "./operations/local-exec.js";
export { createLocalFsOps, localFsOps } from "./operations/local-fs.js";
export { MemoryFs } from "./operations/memory-fs.js";
export type { PathPolicy } from "./paths.js";
export { resolveToolPath } from "./paths.js";
export { defaultProcessRegistry, ProcessRegistry } from "./process/process-registry.js";
export type { SpillFolderOptions, SpillOptions } from "./process/spill-folder.js";
export { SpillFolder } from "./process/spill-folder.js";
export type { AllTools, CodingTools, ReadOnlyTools, ToolSetOptions } from "./tool-sets.js";
export { allTools, codingTools, readOnlyTools } from "./tool-sets.js";
export type {
  BashTool,
  EditTool,
  FindTool,
  GrepTool,
  LsTool,
  PowerShellTool,
  ReadTool,
  WriteTool,
} from "./tool-types.js";
export type { BashParams, BashToolOptions } from "./tools/bash.js";
export { bashParameters, createBashTool } from "./tools/bash.js";
export type { EditDetails, EditParams, EditToolOptions } from "./tools/edit.js";
export { createEditTool, editParameters } from "./tools/edit.js";
export type { FindDetails, FindParams, FindToolOptions } from "./tools/find.js";
export { createFindTool, DEFAULT_FIND_LIMIT, findParameters } from "./tools/find.js";
export type { GrepDetails, GrepParams, GrepToolOptions } from "./tools/grep.js";
export { createGrepTool, DEFAULT_GREP_LIMIT, grepParameters } from "./tools/grep.js";
export type { LsDetails, LsParams, LsToolOptions } from "./tools/ls.js";
export { createLsTool, DEFAULT_LS_LIMIT, lsParameters } from "./tools/ls.js";
export type { PowerShellParams, PowerShellToolOptions } from "./tools/powershell.js";
export { createPowerShellTool, findPowerShell, powerShellParameters } from "./tools/powershell.js";
export type { ReadDetails, ReadParams, ReadToolOptions } from "./tools/read.js";
export { createReadTool, DEFAULT_MAX_IMAGE_BYTES, readParameters } from "./tools/read.js";
export type { SearchEngine, SearchToolOptions } from "./tools/search-engine.js";
export type { ShellDetails, ShellStatus, ShellToolOptions } from "./tools/shell-run.js";
export type { ShellTimeoutOptions } from "./tools/shell-timeout.js";
export type { WriteDetails, WriteParams, WriteToolOptions } from "./tools/write.js";
export { createWriteTool, writeParameters } from "./tools/write.js";
export type { TruncationOptions, TruncationResult, TruncationSummary } from "./truncate.js";
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  formatSize,
  summarizeTruncation,
  truncateHead,
  truncateTail,
} from "./truncate.js";
