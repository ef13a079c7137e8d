import { randomUUID } from "node:crypto";
import { dirname } from "node:path";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { AgentSessionEvent } from "../agent-session/session-events.js";
import { computeSessionStats } from "../runtime/session-stats.js";
import type { SessionFile } from "../session/session-file.js";
import type { CreateAgentSessionOptions, CreateAgentSessionResult } from "../startup/create-agent-session-options.js";
import type { AgentIsolation, LoadedAgent } from "./agent-definition.js";
import { GENERAL_AGENT } from "./builtin-agents.js";
import { ConcurrencyLimit } from "./concurrency-limit.js";
import { type ChildWorktree, createChildWorktree, finishChildWorktree } from "./git-worktree.js";
import type { SubagentDetails, SubagentUsage } from "./subagent-details.js";

/** The name of the tool that runs subagents. */
export const TASK_TOOL_NAME = "task";

/** What to run: which agent, the work, and (optionally) isolation overriding the definition's. */
export interface SubagentRequest {
  /** An agent's name; default `general`. */
  agent?: string;
  /** A few words for people (the child session's name). */
  description: string;
  /** The whole task: the child sees only this and its system prompt. */
  prompt: string;
  isolation?: AgentIsolation;
  /** The `task` call's id (recorded in the child's header; child events carry it as `parentToolCallId`). */
  toolCallId?: string;
  /** Aborts the child (and kills its processes). */
  signal?: AbortSignal;
}

/** How a child ended: its final text and details, or why it failed (still with its session when there is one). */
export type SubagentOutcome =
  | { ok: true; text: string; details: SubagentDetails }
  | { ok: false; error: string; details?: SubagentDetails };

/** An event of a running child, with the `task` call that started it. */
export interface SubagentEvent {
  /** The `task` call's id. */
  parentToolCallId: string;
  agent: string;
  /** The child's session id. */
  sessionId: string;
  event: AgentSessionEvent;
}

/** A child's start (`subagent_start`) or end (`subagent_end`), for extensions and front ends. */
export type SubagentLifecycleEvent =
  | { type: "subagent_start"; parentToolCallId: string; agent: string; description: string; sessionId: string }
  | {
      type: "subagent_end";
      parentToolCallId: string;
      agent: string;
      description: string;
      sessionId: string;
      isError: boolean;
      text: string;
    };

/** The parent session, once it exists. */
export interface SubagentParent {
  session: AgentSession;
  store: SessionFile;
}

/** Inputs of {@link SubagentRunner}. */
export interface SubagentRunnerOptions {
  /** Builds a child session (`createAgentSession`; injected to keep the module graph one-way). */
  createSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult>;
  /** The parent's own options: children start from them (same permissions, prompter, trust, settings). */
  parentOptions: CreateAgentSessionOptions;
  /** Whether the parent's project is trusted (children get the same decision). */
  trusted: boolean;
  /** This session's depth: 0 for the main session. */
  depth: number;
  maxDepth: number;
  maxParallel: number;
}

/**
 * Runs subagents for one session: each a child session of its own (built
 * with the parent's options, so its permissions, prompter, trust and
 * settings are the parent's), run to its end, disposed (its processes
 * killed), its usage reported. At most `maxParallel` run at once; a child
 * at `maxDepth` gets no `task` tool. Failures are outcomes, never throws.
 */
export class SubagentRunner {
  private agentList: readonly LoadedAgent[] = [GENERAL_AGENT];
  private parent: SubagentParent | undefined;
  private readonly limit: ConcurrencyLimit;
  private readonly eventListeners = new Set<(event: SubagentEvent) => void | Promise<void>>();
  private readonly lifecycleListeners = new Set<(event: SubagentLifecycleEvent) => void | Promise<void>>();

  constructor(private readonly options: SubagentRunnerOptions) {
    this.limit = new ConcurrencyLimit(options.maxParallel);
  }

  /** The agents the `task` tool offers, sorted by name. */
  get agents(): readonly LoadedAgent[] {
    return this.agentList;
  }

  /** Whether this session may start children (its depth is below `maxDepth`). */
  get canStartChildren(): boolean {
    return this.options.depth < this.options.maxDepth;
  }

  /** Sets the agents (once definitions are loaded: after extensions). */
  setAgents(agents: readonly LoadedAgent[]): void {
    this.agentList = agents;
  }

  /** Binds the parent session (once assembled). */
  attach(parent: SubagentParent): void {
    this.parent = parent;
  }

  /** Receives every event of every running child. Contract: should not throw. Returns the unsubscribe function. */
  onEvent(listener: (event: SubagentEvent) => void | Promise<void>): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Receives `subagent_start` / `subagent_end`. Contract: should not throw. Returns the unsubscribe function. */
  onLifecycle(listener: (event: SubagentLifecycleEvent) => void | Promise<void>): () => void {
    this.lifecycleListeners.add(listener);
    return () => this.lifecycleListeners.delete(listener);
  }

  /** Runs one child to its end (waiting for a free slot first). */
  run(request: SubagentRequest): Promise<SubagentOutcome> {
    if (!this.canStartChildren) {
      return Promise.resolve({
        ok: false,
        error: `subagents may nest ${this.options.maxDepth} level(s) deep (subagents.maxDepth); this session is at depth ${this.options.depth} and cannot start another`,
      });
    }
    const agent = this.agentList.find((candidate) => candidate.name === (request.agent ?? GENERAL_AGENT.name));
    if (agent === undefined) {
      const known = this.agentList.map((candidate) => candidate.name).join(", ");
      return Promise.resolve({ ok: false, error: `unknown agent "${request.agent}"; the agents are: ${known}` });
    }
    return this.limit.run(() => this.runChild(agent, request));
  }

  private async runChild(agent: LoadedAgent, request: SubagentRequest): Promise<SubagentOutcome> {
    if (request.signal?.aborted) return { ok: false, error: "aborted before the subagent started" };
    const toolCallId = request.toolCallId ?? `subagent-${randomUUID()}`;
    const isolation = request.isolation ?? agent.isolation ?? "none";
    const parentOptions = this.options.parentOptions;
    let worktree: ChildWorktree | undefined;
    if (isolation === "worktree") {
      try {
        const name = `${agent.name}-${randomUUID().slice(0, 8)}`;
        worktree = await createChildWorktree(parentOptions.cwd, name);
      } catch (error) {
        return { ok: false, error: `the worktree could not be made: ${(error as Error).message}` };
      }
    }
    const created = await this.options.createSession(this.childOptions(agent, request, toolCallId, worktree?.cwd));
    if (!created.ok) {
      const why = created.diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => `${d.source}: ${d.message}`)
        .join("; ");
      return { ok: false, error: `the subagent "${agent.name}" could not start: ${why || "unknown problem"}` };
    }
    const child = created;
    const sessionId = child.store.id;
    const unsubscribeEvents = child.session.subscribe((event) =>
      this.emitEvent({ parentToolCallId: toolCallId, agent: agent.name, sessionId, event }),
    );
    // A grandchild's events travel up as they are (their parentToolCallId is the child's task call).
    const unsubscribeNested = child.subagents.onEvent((event) => this.emitEvent(event));
    const unsubscribe = () => {
      unsubscribeEvents();
      unsubscribeNested();
    };
    const abort = () => child.session.abort();
    request.signal?.addEventListener("abort", abort, { once: true });
    await this.emitLifecycle({
      type: "subagent_start",
      parentToolCallId: toolCallId,
      agent: agent.name,
      description: request.description,
      sessionId,
    });
    let outcome: SubagentOutcome;
    try {
      await child.session.prompt(request.prompt);
      const last = child.session.lastAssistantMessage();
      const text = (last?.content ?? [])
        .flatMap((block) => (block.type === "text" ? [block.text] : []))
        .join("")
        .trim();
      const details: SubagentDetails = {
        subagent: {
          agent: agent.name,
          description: request.description,
          sessionId,
          ...(child.store.path ? { sessionFile: child.store.path } : {}),
          usage: childUsage(child),
        },
      };
      if (request.signal?.aborted || last?.stopReason === "aborted") {
        outcome = { ok: false, error: "the subagent was aborted", details };
      } else if (last === undefined || last.stopReason === "error") {
        outcome = { ok: false, error: last?.errorMessage ?? "the subagent gave no answer", details };
      } else outcome = { ok: true, text, details };
    } catch (error) {
      outcome = { ok: false, error: `the subagent failed: ${(error as Error).message}` };
    } finally {
      request.signal?.removeEventListener("abort", abort);
      unsubscribe();
      await child.dispose();
    }
    if (worktree) {
      const finished = await finishChildWorktree(worktree, `${agent.name}: ${request.description}`);
      if (finished.changed && outcome.details) {
        outcome.details.subagent.worktree = {
          branch: finished.branch,
          path: finished.path,
          diffStat: finished.diffStat,
        };
      }
      if ("error" in finished && outcome.ok)
        outcome = { ...outcome, text: `${outcome.text}\n\n(worktree: ${finished.error})` };
    }
    await this.emitLifecycle({
      type: "subagent_end",
      parentToolCallId: toolCallId,
      agent: agent.name,
      description: request.description,
      sessionId,
      isError: !outcome.ok,
      text: outcome.ok ? outcome.text : outcome.error,
    });
    return outcome;
  }

  /** The child's options: the parent's, with the agent's prompt, tools and model, a linked session file and one more level of depth. */
  private childOptions(
    agent: LoadedAgent,
    request: SubagentRequest,
    toolCallId: string,
    worktreeCwd: string | undefined,
  ): CreateAgentSessionOptions {
    const base = this.options.parentOptions;
    const parent = this.parent;
    const state = parent?.session.agent.state;
    const parentModel = state?.model;
    const usesFallback = base.fallbackModel !== undefined && parentModel === base.fallbackModel.model;
    const modelRef =
      agent.model ?? (parentModel && !usesFallback ? `${parentModel.provider}/${parentModel.id}` : undefined);
    const thinking = agent.thinking ?? state?.thinkingLevel;
    const childDepth = this.options.depth + 1;
    const parentTools = state?.tools.map((tool) => tool.name) ?? [];
    const tools = (agent.tools ?? parentTools).filter(
      (name) => name !== TASK_TOOL_NAME || childDepth < this.options.maxDepth,
    );
    // Each session's runner reports its own children (and re-emits theirs): the callback stays with the top one.
    const { askTrust: _askTrust, extensionFlags: _flags, name: _name, onSubagentEvent: _events, ...inherited } = base;
    const store = parent?.store;
    const session: CreateAgentSessionOptions["session"] =
      store?.path === undefined
        ? { kind: "memory" }
        : { kind: "new", subagentOf: { parentSessionId: store.id, parentToolCallId: toolCallId } };
    return {
      ...inherited,
      cwd: worktreeCwd ?? base.cwd,
      trustOverride: this.options.trusted ? "approve" : "no-approve",
      model: {
        ...(base.model?.apiKey ? { apiKey: base.model.apiKey } : {}),
        ...(modelRef ? { model: modelRef } : {}),
        ...(thinking ? { thinking } : {}),
      },
      tools: tools.length > 0 ? { tools } : { noTools: true },
      extensions: [],
      noExtensions: true,
      mcp: { enabled: false },
      systemPrompt: agent.systemPrompt,
      appendSystemPrompt: [],
      session,
      ...(store?.path ? { sessionDir: dirname(store.path) } : {}),
      name: `${agent.name}: ${request.description}`,
      subagentDepth: childDepth,
    };
  }

  private async emitEvent(event: SubagentEvent): Promise<void> {
    for (const listener of this.eventListeners) {
      try {
        await listener(event);
      } catch {
        // A listener's failure must not stop the child.
      }
    }
  }

  private async emitLifecycle(event: SubagentLifecycleEvent): Promise<void> {
    for (const listener of this.lifecycleListeners) {
      try {
        await listener(event);
      } catch {
        // A listener's failure must not stop the child.
      }
    }
  }
}

/** A child's tokens and cost from its session file (its own children's roll-ups included). */
function childUsage(child: Extract<CreateAgentSessionResult, { ok: true }>): SubagentUsage {
  const stats = computeSessionStats(child.store, child.session.messages, child.model);
  return {
    responses: stats.assistantMessages,
    input: stats.tokens.input,
    output: stats.tokens.output,
    cacheRead: stats.tokens.cacheRead,
    cacheWrite: stats.tokens.cacheWrite,
    totalTokens: stats.tokens.total,
    cost: stats.cost,
  };
}
