import type { AnyAgentTool } from "@keel/agent-core";
import { createLocalExecOps, type ProcessRegistry } from "@keel/tools";
import { type BuiltinToolsOptions, createBuiltinTools } from "../tools/create-builtin-tools.js";
import type { BuiltinToolName } from "../tools/tool-names.js";
import { BlockedDomainLog } from "./blocked-domains.js";
import type { SandboxControl } from "./sandbox-control.js";
import { createSandboxedBashTool } from "./sandboxed-bash-tool.js";
import { sandboxedExecOps } from "./sandboxed-exec.js";
import { sandboxedFsOps } from "./sandboxed-fs.js";

/** Inputs of {@link createSandboxedBuiltinTools}. */
export interface SandboxedToolsInput {
  names: readonly BuiltinToolName[];
  cwd: string;
  homeDir: string;
  processes: ProcessRegistry;
  control: SandboxControl;
  /** The project root: no sandbox program is ever taken from it. */
  projectRoot: string;
  options: BuiltinToolsOptions;
}

/**
 * The built-in tools under the sandbox: the file tools check each
 * canonical path against the policy (`sandboxedFsOps`), every process
 * (bash, powershell, ripgrep, fd) runs inside it (`sandboxedExecOps`), and
 * `bash` offers `"escalate"` when the settings allow it. Each call (and
 * `bash`'s description and parameters, at each request) reads the policy in
 * force from `control`, so `/sandbox` switches take effect at once.
 */
export function createSandboxedBuiltinTools(input: SandboxedToolsInput): AnyAgentTool[] {
  const { control } = input;
  if (!control.enforced) return createBuiltinTools(input.names, input.cwd, input.options);
  const policyOf = () => control.policy();
  const local = createLocalExecOps({ processes: input.processes });
  const blockedDomains = new BlockedDomainLog();
  const exec = sandboxedExecOps(policyOf, local, {
    exclude: [input.projectRoot],
    onBlockedDomains: (domains) => blockedDomains.record(domains),
  });
  const fs = sandboxedFsOps(policyOf, { cwd: input.cwd, homeDir: input.homeDir });
  const tools = createBuiltinTools(input.names, input.cwd, { ...input.options, exec, fs });
  return tools.map((tool) => {
    if (tool.name !== "bash") return tool;
    const [outside] = createBuiltinTools(["bash"], input.cwd, { ...input.options, exec: local });
    if (outside === undefined) return tool;
    return createSandboxedBashTool({
      inside: tool,
      outside,
      policyOf,
      allowEscalation: control.allowEscalation,
      cwd: input.cwd,
      homeDir: input.homeDir,
      blockedDomains,
    }) as AnyAgentTool;
  });
}
