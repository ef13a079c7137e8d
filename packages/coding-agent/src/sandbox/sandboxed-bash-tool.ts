import type { AgentTool, AnyAgentTool } from "@keel/agent-core";
import type { SandboxPolicy } from "@keel/sandbox";
import { bashParameters, type ShellDetails } from "@keel/tools";
import { type Static, Type } from "typebox";
import { BlockedDomainLog } from "./blocked-domains.js";
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
  allowEscalation: boolean;
  cwd: string;
  homeDir: string;
  /** Collects the domains the sandbox's proxy refused during a call (shared with the process layer). */
  blockedDomains?: BlockedDomainLog;
}

/**
 * The `bash` tool under the sandbox: every call runs inside it, except one
 * with `"escalate": true` (a parameter present only while escalation is
 * offered), which the permission gate has already put to the user. Its
 * description (what commands may write and reach) and its parameters
 * follow the policy in force at each request, so `/sandbox` and RPC
 * `set_sandbox` change what the model reads next; switched `off`, it is the
 * plain `bash` tool without `escalate`. A call that failed because of the
 * sandbox gets a note saying so and what would allow it (see
 * {@link sandboxFailureNote}).
 *
 * @example
 * const bash = createSandboxedBashTool({ inside, outside, policyOf, allowEscalation: true, cwd, homeDir });
 */
export function createSandboxedBashTool(input: SandboxedBashToolInput): AgentTool<EscalatingBashParams, ShellDetails> {
  const inside = input.inside as AgentTool<Static<typeof bashParameters>, ShellDetails>;
  const outside = input.outside as AgentTool<Static<typeof bashParameters>, ShellDetails>;
  const log = input.blockedDomains ?? new BlockedDomainLog();
  const escalates = (): boolean => input.allowEscalation && input.policyOf() !== undefined;
  return {
    ...inside,
    get description() {
      return describeSandboxedBash(inside.description, input.policyOf(), input.allowEscalation);
    },
    get parameters() {
      return (escalates() ? escalatingBashParameters : bashParameters) as typeof escalatingBashParameters;
    },
    async execute(toolCallId, params, signal, onUpdate) {
      const { escalate, ...plain } = params;
      if (escalate === true && escalates()) return outside.execute(toolCallId, plain, signal, onUpdate);
      const { value: result, domains } = await log.collect(() => inside.execute(toolCallId, plain, signal, onUpdate));
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
        blockedDomains: domains,
      });
      return note === undefined ? result : { ...result, content: [...result.content, { type: "text", text: note }] };
    },
  };
}

/** The `bash` description under a policy: what commands may write and reach, and how to escalate. */
export function describeSandboxedBash(
  base: string,
  policy: SandboxPolicy | undefined,
  allowEscalation: boolean,
): string {
  if (policy === undefined) return base;
  const where =
    policy.mode === "read-only"
      ? "Commands run in an OS sandbox that lets them write only the temp folders"
      : `Commands run in an OS sandbox: they may write only ${policy.writableRoots.join(", ")} (not .git/hooks, .git/config or .keel/)`;
  const network =
    policy.network.kind === "all"
      ? ""
      : policy.network.kind === "domains"
        ? `, with network access only to ${policy.network.allowedDomains.join(", ")} (through a proxy)`
        : ", without network access";
  const escalation = allowEscalation
    ? ' When a command fails because of the sandbox and must run, repeat it with "escalate": true; the user is asked.'
    : "";
  // The base text's advice on background servers does not hold here: the sandbox's PID namespace ends with the call.
  const background =
    " Inside it, background processes (`&`, nohup, setsid) are stopped when the call returns: run a server and what uses it in one command.";
  return `${base} ${where}${network}.${background}${escalation}`;
}
