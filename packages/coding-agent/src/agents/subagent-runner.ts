import { randomUUID } from "node:crypto";
import type { AnyAgentTool } from "@keel/agent-core";
import type { Model } from "@keel/ai";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { AgentSessionEvent } from "../agent-session/session-events.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import type { SessionFile } from "../session/session-file.js";
import type { PermissionMode } from "../settings/permission-settings.js";
import type { SandboxModeSetting } from "../settings/sandbox-settings-schema.js";
import type { AgentIsolation, LoadedAgent } from "./agent-definition.js";
import { GENERAL_AGENT } from "./builtin-agents.js";
import { ConcurrencyLimit } from "./concurrency-limit.js";
import type { ChildWorktree } from "./git-worktree.js";
import { type SubagentDetails, sessionUsage, subagentTrace } from "./subagent-details.js";

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
  /** The parent's permission mode now (a child never starts in a wider one than the parent has switched to). */
  permissionMode?: () => PermissionMode;
  /** The parent's permission gate: a child shares its answers "for this session" (both ways). */
  permissions?: PermissionGate;
  /** The parent's sandbox mode now (`undefined`: no sandbox was asked for): a child starts in it, never a wider one. */
  sandboxMode?: () => SandboxModeSetting | undefined;
  /** The parent's MCP tools now (its servers' connections): a child gets those its tool list names. */
  mcpTools?: () => readonly AnyAgentTool[];
}

/** A child session, as the runner drives it (a `createAgentSession` result). */
export interface ChildSession {
  session: AgentSession;
  store: SessionFile;
  model: Model;
  /** The child's own runner: its children's events travel up through it. */
  subagents: Pick<SubagentRunner, "onEvent">;
  /** Ends the child: its processes are killed, its file closed. */
  dispose(): Promise<void>;
}

/** What a child should be: which agent, for which call, where, how deep, under which parent. */
export interface ChildSpec {
  agent: LoadedAgent;
  description: string;
  toolCallId: string;
  /** The worktree folder to work in, for an isolated child; else the parent's folder. */
  cwd?: string;
  /** The child's depth (the parent's + 1). */
  depth: number;
  /** Whether the child may start children of its own (keeps the `task` tool). */
  mayNest: boolean;
  /** The parent session, when attached (its model, thinking level, active tools and file). */
  parent: SubagentParent | undefined;
}

/** Inputs of {@link SubagentRunner}. */
export interface SubagentRunnerOptions {
  /**
   * Builds and starts a child session (the start-up code wires
   * `createAgentSession` with the parent's options here), or says why not.
   */
  startChild(spec: ChildSpec): Promise<{ ok: true; child: ChildSession } | { ok: false; error: string }>;
  /** The folder the parent works in (worktrees are made from its repository). */
  cwd: string;
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
    let worktree: ChildWorktree | undefined;
    // Worktree isolation (git) loads only for a child that asks for it.
    const worktrees = isolation === "worktree" ? await import("./git-worktree.js") : undefined;
    if (worktrees) {
      try {
        const name = `${agent.name}-${randomUUID().slice(0, 8)}`;
        worktree = await worktrees.createChildWorktree(this.options.cwd, name);
      } catch (error) {
        return { ok: false, error: `the worktree could not be made: ${(error as Error).message}` };
      }
    }
    const depth = this.options.depth + 1;
    const started = await this.options.startChild({
      agent,
      description: request.description,
      toolCallId,
      ...(worktree ? { cwd: worktree.cwd } : {}),
      depth,
      mayNest: depth < this.options.maxDepth,
      parent: this.parent,
    });
    if (!started.ok) {
      if (worktree) await worktrees?.finishChildWorktree(worktree, `${agent.name}: ${request.description}`);
      return { ok: false, error: `the subagent "${agent.name}" could not start: ${started.error}` };
    }
    const child = started.child;
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
          usage: sessionUsage(child.store.entries),
          ...subagentTrace(child.store.entries),
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
    if (worktree && worktrees) {
      const finished = await worktrees.finishChildWorktree(worktree, `${agent.name}: ${request.description}`);
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
