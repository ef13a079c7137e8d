// Runs Keel's own read, write, edit and bash tools on another machine:
// `keel -e ssh-tools.ts --ssh me@box --ssh-cwd /srv/app`. The tools are the
// built-in ones from @keel/tools with their pluggable operations replaced.
import type { AnyAgentTool } from "@keel/agent-core";
import { codingTools, type ExecOps, type FsOps } from "@keel/tools";
import type { ExtensionAPI } from "../../src/index.js";
import { remoteExecOps, remoteFsOps, sshRunner } from "./ssh-operations.js";

/** The coding tools, running against `ops` instead of this machine. */
export function createRemoteTools(cwd: string, ops: { fs: FsOps; exec: ExecOps }): AnyAgentTool[] {
  return codingTools(cwd, { fs: ops.fs, exec: ops.exec });
}

/** Registers `tools` under their own names, so they replace the local built-ins. */
export function registerRemoteTools(pi: ExtensionAPI, tools: readonly AnyAgentTool[], where: string): void {
  for (const tool of tools) {
    pi.registerTool({
      ...tool,
      description: `${tool.description} (Runs on ${where}.)`,
      execute: (id, params, signal, onUpdate) => tool.execute(id, params, signal, onUpdate),
    });
  }
}

export default function sshTools(pi: ExtensionAPI): void {
  pi.registerFlag("ssh", { type: "string", description: "Run read/write/edit/bash on this ssh target (user@host)" });
  pi.registerFlag("ssh-cwd", { type: "string", description: "Working directory on the ssh target" });

  pi.on("session_start", (_event, ctx) => {
    const target = pi.getFlag("ssh");
    if (typeof target !== "string" || target === "") return;
    const cwdFlag = pi.getFlag("ssh-cwd");
    const cwd = typeof cwdFlag === "string" && cwdFlag !== "" ? cwdFlag : ctx.cwd;
    const run = sshRunner(target);
    registerRemoteTools(
      pi,
      createRemoteTools(cwd, { fs: remoteFsOps(run), exec: remoteExecOps(run) }),
      `${target}:${cwd}`,
    );
    ctx.ui.notify(`Tools run on ${target}:${cwd}`, "info");
  });
}
