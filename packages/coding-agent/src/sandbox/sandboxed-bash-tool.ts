import type { AgentTool, AnyAgentTool } from "@keel/agent-core";
import type { SandboxPolicy } from "@keel/sandbox";
import { bashParameters, type ShellDetails } from "@keel/tools";
import { type Static, Type } from "typebox";
import { sandboxFailureNote } from "./sandbox-failure-note.js";

/** The `bash` parameters with `escalate`, offered while `sandbox.allowEscalation` is true. */
export const escalatingBashParameters = Type.Object({
  ...bashParameters.properties,
  escalate: Type.Optional(
    Type.Boolean({
      description:
        "Run this command outside the OS sandbox. Only after it failed because of the sandbox and truly needs more (writing outside the project, the network); the user is asked first and may refuse.",
    }),
  ),
});

/** Arguments of the sandboxed `bash` tool. */
export type EscalatingBashParams = Static<typeof escalatingBashParameters>;

/** Inputs of {@link createSandboxedBashTool}. */
export interface SandboxedBashToolInput {
  /** The `bash` tool whose processes run inside the sandbox. */
  inside: AnyAgentTool;
  /** The `bash` tool whose processes run as they are: for escalated calls the user allowed. */
  outside: AnyAgentTool;
  /** The policy in force at each call (`undefined`: switched off). */
  policyOf: () => SandboxPolicy | undefined;
  /** The policy the tool's description is written from (the start-up one). */
  policy: SandboxPolicy;
  allowEscalation: boolean;
  cwd: string;
  homeDir: string;
}

/**
 * The `bash` tool under the sandbox: every call runs inside it, except one
 * with `"escalate": true` (a parameter present only while escalation is
 * offered), which the permission gate has already put to the user. A call
 * that failed because of the sandbox gets a note saying so and what would
 * allow it (see {@link sandboxFailureNote}).
 *
 * @example
 * const bash = createSandboxedBashTool({ inside, outside, policyOf, policy, allowEscalation: true, cwd, homeDir });
 */
export function createSandboxedBashTool(input: SandboxedBashToolInput): AgentTool<EscalatingBashParams, ShellDetails> {
  const inside = input.inside as AgentTool<Static<typeof bashParameters>, ShellDetails>;
  const outside = input.outside as AgentTool<Static<typeof bashParameters>, ShellDetails>;
  const where =
    input.policy.mode === "read-only"
      ? "Commands run in an OS sandbox that lets them write only the temp folders"
      : `Commands run in an OS sandbox: they may write only ${input.policy.writableRoots.join(", ")} (not .git/hooks, .git/config or .keel/)`;
  const network =
    input.policy.network.kind === "all"
      ? ""
      : input.policy.network.kind === "domains"
        ? `, with network access only to ${input.policy.network.allowedDomains.join(", ")} (through a proxy)`
        : ", without network access";
  return {
    ...inside,
    description: `${inside.description} ${where}${network}.${input.allowEscalation ? ' When a command fails because of the sandbox and must run, repeat it with "escalate": true; the user is asked.' : ""}`,
    parameters: input.allowEscalation ? escalatingBashParameters : bashParameters,
    async execute(toolCallId, params, signal, onUpdate) {
      const { escalate, ...plain } = params;
      if (escalate === true && input.allowEscalation) return outside.execute(toolCallId, plain, signal, onUpdate);
      const result = await inside.execute(toolCallId, plain, signal, onUpdate);
      const details = result.details;
      const policy = input.policyOf();
      if (policy === undefined || !result.isError || details === undefined || details.status === "aborted")
        return result;
      const note = await sandboxFailureNote({
        policy,
        command: plain.command,
        exitCode: details.exitCode,
        output: result.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n"),
        cwd: input.cwd,
        homeDir: input.homeDir,
        allowEscalation: input.allowEscalation,
      });
      return note === undefined ? result : { ...result, content: [...result.content, { type: "text", text: note }] };
    },
  };
}
