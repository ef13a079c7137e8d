import { join, resolve } from "node:path";
import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, Context, Model, StreamOptions } from "@keel/ai";
import { stream } from "@keel/ai";
import {
  type AgentSessionEvent,
  type CreateAgentSessionOptions,
  createAgentSession,
  formatDiagnostic,
  printOutcome,
  type SessionFile,
} from "@keel/coding-agent";
import { diffSinceFirstCheckpoint, toJsonEvent } from "@keel/coding-agent/internal";
import { emptyUsage, type FleetUsage, type JobProgress } from "../report/job-result.js";
import type { StoredCheckpointDiff } from "../report/stored-records.js";
import type { ChildMessage, RunnerOutcome, RunnerStart } from "./runner-protocol.js";
import { cutDiff, prepareWorkDir, type WorkDir, workDirDiff } from "./work-dir.js";

/** How a runner talks to its worker. */
export interface RunnerPort {
  send(message: ChildMessage): void;
  /** Waits for a request slot of `provider` (resolves at once when requests are not gated). */
  acquireSlot(provider: string): Promise<() => void>;
  /** Registers what to do when the worker cancels the job. */
  onCancel(listener: () => void): void;
  /** Where diagnostics of the session go (the worker's log). */
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
}

type StopReason = "cancelled" | "timeout" | "max-turns";

/**
 * Runs one fleet job to its end in this process: prepares the work dir,
 * opens (or resumes) the job's session in `<sessionsDir>/<id>/`, sends the
 * prompt — or, on a resumed session, continues from its transcript, where
 * a tool call left without a result already has the synthesized error
 * result sessions give — and reports progress, events and the outcome.
 */
export async function runJob(start: RunnerStart, port: RunnerPort): Promise<RunnerOutcome> {
  const { job } = start;
  let work: WorkDir | undefined;
  let cwd: string;
  if (job.repo !== undefined) {
    try {
      work = await prepareWorkDir(job.repo, job.ref, join(start.workRoot, job.id));
    } catch (error) {
      return failure(true, `could not prepare the work dir: ${(error as Error).message}`, null);
    }
    cwd = work.dir;
  } else {
    cwd = resolve(job.cwd ?? ".");
  }

  const gated = async (model: Model, context: Context, options?: StreamOptions) => {
    const release = await port.acquireSlot(model.provider);
    try {
      const response = stream(model, context, options);
      response.result().then(release, release);
      return response;
    } catch (error) {
      release();
      throw error;
    }
  };
  const options: CreateAgentSessionOptions = {
    cwd,
    env: port.env,
    // A cloned repository's project resources load only when the job says so.
    trustOverride: job.trustProject === true ? "approve" : "no-approve",
    session: { kind: "continue" },
    sessionDir: join(start.sessionsDir, job.id),
    // In the job folder, shared like the session: `fleet results <id>` shows the change since the first one.
    checkpointsDir: join(start.sessionsDir, job.id, "checkpoints"),
    mode: "print",
    stderr: port.stderr,
    // Each job's sandbox is its checkout (the git work tree's top); job.settings may set `sandbox`.
    sandbox: {},
    ...(start.gateRequests ? { streamFn: gated } : {}),
  };
  if (job.model !== undefined || job.provider !== undefined || job.thinking !== undefined) {
    options.model = {
      ...(job.model !== undefined ? { model: job.model } : {}),
      ...(job.provider !== undefined ? { provider: job.provider } : {}),
      ...(job.thinking !== undefined ? { thinking: job.thinking } : {}),
    };
  }
  if (job.tools !== undefined) options.tools = { tools: job.tools };
  if (job.settings !== undefined) options.cliSettings = job.settings;
  if (job.systemPrompt !== undefined) options.systemPrompt = job.systemPrompt;
  if (job.appendSystemPrompt !== undefined) options.appendSystemPrompt = [job.appendSystemPrompt];

  const created = await createAgentSession(options);
  for (const diagnostic of created.diagnostics) port.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  if (!created.ok) {
    const errors = created.diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d));
    return failure(false, `the session could not start: ${errors.join("; ") || "see the worker log"}`, null);
  }
  const { session, store } = created;
  const sessionFile = store.path ?? null;
  const progress: JobProgress = {
    turns: 0,
    toolCalls: 0,
    tokens: { input: 0, output: 0 },
    cost: 0,
    ...(sessionFile ? { sessionFile } : {}),
    workDir: cwd,
    ...(created.sandbox ? { sandbox: sandboxLabel(created.sandbox.status()) } : {}),
  };
  Object.assign(progress, countSoFar(store));
  port.send({ type: "progress", progress: { ...progress, tokens: { ...progress.tokens } } });

  let stopped: StopReason | undefined;
  const stop = (reason: StopReason): void => {
    if (stopped !== undefined) return;
    stopped = reason;
    session.abort();
  };
  port.onCancel(() => stop("cancelled"));
  const timer = job.timeoutMs === undefined ? undefined : setTimeout(() => stop("timeout"), job.timeoutMs);
  session.subscribe((event: AgentSessionEvent) => {
    port.send({ type: "event", event: toJsonEvent(event) });
    let changed = false;
    if (event.type === "turn_end") {
      progress.turns++;
      changed = true;
      if (job.maxTurns !== undefined && progress.turns >= job.maxTurns && event.message.stopReason === "toolUse")
        stop("max-turns");
    } else if (event.type === "tool_execution_end") {
      progress.toolCalls++;
      changed = true;
    } else if (event.type === "message_end" && event.message.role === "assistant") {
      const usage = (event.message as AssistantMessage).usage;
      progress.tokens.input += usage.input;
      progress.tokens.output += usage.output;
      progress.cost += usage.cost.total;
      changed = true;
    }
    if (changed) port.send({ type: "progress", progress: { ...progress, tokens: { ...progress.tokens } } });
  });

  try {
    const messages = session.messages;
    if (!messages.some((message) => message.role === "user")) {
      await session.prompt(job.prompt);
    } else {
      // A resumed session: a failed answer (the crash, a rate limit) leaves the transcript the model sees.
      const kept = [...messages];
      while (isFailedAssistant(kept.at(-1))) kept.pop();
      session.controls.replaceContext(kept);
      const last = kept.at(-1);
      const finished = last?.role === "assistant" && (last as AssistantMessage).stopReason !== "toolUse";
      if (!finished) await session.continue();
    }
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }

  const usage = usageOf(store);
  const last = session.lastAssistantMessage();
  const outcome = printOutcome(last);
  const finalText = outcome.stdout.replace(/\n$/, "");
  let result: RunnerOutcome;
  if (stopped === "cancelled") {
    result = { kind: "cancelled", reason: "cancelled while it ran", finalText, usage, sessionFile };
  } else if (stopped === "timeout") {
    result = failure(false, `timed out after ${job.timeoutMs} ms`, sessionFile, finalText, usage);
  } else if (stopped === "max-turns") {
    result = failure(false, `stopped after maxTurns (${job.maxTurns}) turns`, sessionFile, finalText, usage);
  } else if (last === undefined) {
    result = failure(true, "the run ended without an answer from the model", sessionFile, finalText, usage);
  } else if (last.stopReason === "error" || last.stopReason === "aborted") {
    const reason = last.errorMessage ?? last.error?.message ?? `the model's answer ended with ${last.stopReason}`;
    result =
      last.error?.kind === "rate_limit"
        ? {
            kind: "rate_limited",
            reason,
            usage,
            sessionFile,
            ...(last.error.retryAfterMs !== undefined ? { retryAfterMs: last.error.retryAfterMs } : {}),
          }
        : failure(true, reason, sessionFile, finalText, usage);
  } else {
    result = { kind: "completed", exitCode: outcome.exitCode, finalText, usage, sessionFile };
    if (outcome.exitCode !== 0) result.warning = outcome.stderr.join(" ");
    if (work !== undefined) {
      try {
        result.diff = await workDirDiff(work);
      } catch (error) {
        result.warning = `no diff: ${(error as Error).message}`;
      }
    }
  }
  const checkpoints = await checkpointDiff(created, port);
  if (checkpoints !== undefined) result.checkpoints = checkpoints;
  await created.dispose();
  return result;
}

/** What the job changed since its first checkpoint (all its attempts), once the last one is recorded. */
async function checkpointDiff(
  created: Extract<Awaited<ReturnType<typeof createAgentSession>>, { ok: true }>,
  port: RunnerPort,
): Promise<StoredCheckpointDiff | undefined> {
  try {
    await created.checkpoints.flush();
    const found = await diffSinceFirstCheckpoint(created.checkpoints, created.store);
    if (found === undefined) return undefined;
    return {
      ...found,
      files: found.files.map(({ status, path }) => ({ status, path })),
      diff: cutDiff(found.diff, `the checkpoint store ${found.store}`),
    };
  } catch (error) {
    port.stderr.write(`keel fleet: no diff since the first checkpoint: ${(error as Error).message}\n`);
    return undefined;
  }
}

function failure(
  retryable: boolean,
  reason: string,
  sessionFile: string | null,
  finalText = "",
  usage: FleetUsage = emptyUsage(),
): RunnerOutcome {
  return { kind: "failed", retryable, reason, exitCode: 1, finalText, usage, sessionFile };
}

function isFailedAssistant(message: AgentMessage | undefined): boolean {
  if (message?.role !== "assistant") return false;
  const reason = (message as AssistantMessage).stopReason;
  return reason === "error" || reason === "aborted";
}

/** Usage over every answer in the session file (all attempts, failed answers included). */
function usageOf(store: SessionFile): FleetUsage {
  const usage = emptyUsage();
  for (const entry of store.entries) {
    if (entry.type !== "message" || entry.message.role !== "assistant") continue;
    const message = entry.message as AssistantMessage;
    usage.input += message.usage.input;
    usage.output += message.usage.output;
    usage.cost += message.usage.cost.total;
  }
  return usage;
}

/** Turns, tool calls and usage an earlier attempt already recorded in the session file. */
function countSoFar(store: SessionFile): Pick<JobProgress, "turns" | "toolCalls" | "tokens" | "cost"> {
  let turns = 0;
  let toolCalls = 0;
  for (const entry of store.entries) {
    if (entry.type !== "message") continue;
    if (entry.message.role === "assistant") turns++;
    else if (entry.message.role === "toolResult") toolCalls++;
  }
  const usage = usageOf(store);
  return { turns, toolCalls, tokens: { input: usage.input, output: usage.output }, cost: usage.cost };
}

/** The sandbox of a job as `fleet status --json` shows it: the mode in force, `off` or `unavailable`. */
function sandboxLabel(status: { state: "active" | "off" | "unavailable"; mode: string }): string {
  return status.state === "active" ? status.mode : status.state;
}
