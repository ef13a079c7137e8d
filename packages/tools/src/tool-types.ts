import type { AgentTool } from "@keel/agent-core";
import type { BashParams } from "./tools/bash.js";
import type { EditDetails, EditParams } from "./tools/edit.js";
import type { FindDetails, FindParams } from "./tools/find.js";
import type { GrepDetails, GrepParams } from "./tools/grep.js";
import type { LsDetails, LsParams } from "./tools/ls.js";
import type { PowerShellParams } from "./tools/powershell.js";
import type { ReadDetails, ReadParams } from "./tools/read.js";
import type { ShellDetails } from "./tools/shell-run.js";
import type { WriteDetails, WriteParams } from "./tools/write.js";

/** The `read` tool, typed (what `createReadTool` returns). */
export type ReadTool = AgentTool<ReadParams, ReadDetails>;
/** The `write` tool, typed. */
export type WriteTool = AgentTool<WriteParams, WriteDetails>;
/** The `edit` tool, typed. */
export type EditTool = AgentTool<EditParams, EditDetails>;
/** The `bash` tool, typed. */
export type BashTool = AgentTool<BashParams, ShellDetails>;
/** The `powershell` tool, typed. */
export type PowerShellTool = AgentTool<PowerShellParams, ShellDetails>;
/** The `grep` tool, typed. */
export type GrepTool = AgentTool<GrepParams, GrepDetails>;
/** The `find` tool, typed. */
export type FindTool = AgentTool<FindParams, FindDetails>;
/** The `ls` tool, typed. */
export type LsTool = AgentTool<LsParams, LsDetails>;
