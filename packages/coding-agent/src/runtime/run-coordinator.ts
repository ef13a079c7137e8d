import type { ImageContent, UserMessage } from "@keel/ai";
import { expandPromptInput } from "../resources/skill-command.js";
import { parseSlashCommand } from "../resources/slash-command.js";
import type { CreateAgentSessionResult } from "../startup/create-agent-session.js";
import { messageText } from "./message-text.js";
import type { RuntimeEvent } from "./runtime-events.js";
import type { RuntimeResult } from "./runtime-result.js";
import type { PromptAccepted, PromptDisposition, PromptOptions } from "./session-runtime.js";

/** A started session. */
export type Created = Extract<CreateAgentSessionResult, { ok: true }>;

/** What {@link RunCoordinator} needs from the runtime that owns it. */
export interface RunHost {
  /** The live session (replaced by new, switch and fork). */
  current(): Created;
  /** Delivers a runtime event to the runtime's listeners. */
  emit(event: RuntimeEvent): Promise<void>;
  /** True while the session is being replaced: prompts are refused then. */
  replacing(): boolean;
}

const ok = <T>(value: T): RuntimeResult<T> => ({ ok: true, value });
const fail = <T>(error: string): RuntimeResult<T> => ({ ok: false, error });

function userMessage(text: string, images: readonly ImageContent[] | undefined): UserMessage {
  return {
    role: "user",
    content: images && images.length > 0 ? [{ type: "text", text }, ...images] : text,
    timestamp: Date.now(),
  };
}

/**
 * The runtime's run coordination: it starts a run for a prompt (or runs an
 * extension command, or expands a template), queues prompts during a run
 * as steering or follow-ups, keeps running while queued messages wait,
 * reports `queue_update` and `agent_settled`, and holds messages meant for
 * the context until the run is over.
 */
export class RunCoordinator {
  private run: Promise<void> | undefined;
  private abortRequested = false;
  private pendingContext: UserMessage[] = [];
  private lastQueue = "";

  constructor(private readonly host: RunHost) {}

  private get agent(): Created["session"]["agent"] {
    return this.host.current().session.agent;
  }

  /** A run (or its retries, compaction, queued messages) is in progress. */
  get busy(): boolean {
    return this.run !== undefined || this.agent.state.isStreaming;
  }

  /** Forgets the last queue reported and the messages held for the context (a new session starts). */
  reset(): void {
    this.lastQueue = "";
    this.pendingContext = [];
  }

  private queueTexts(): { steering: string[]; followUp: string[] } {
    return {
      steering: this.agent.queuedSteeringMessages.map(messageText),
      followUp: this.agent.queuedFollowUpMessages.map(messageText),
    };
  }

  /** Emits `queue_update` when either queue differs from the last one reported. */
  async checkQueue(): Promise<void> {
    const queue = this.queueTexts();
    const key = JSON.stringify(queue);
    if (key === this.lastQueue) return;
    const first = this.lastQueue === "";
    this.lastQueue = key;
    if (first && queue.steering.length === 0 && queue.followUp.length === 0) return;
    await this.host.emit({ type: "queue_update", ...queue });
  }

  private extensionCommand(text: string): { name: string; args: string } | undefined {
    const command = parseSlashCommand(text);
    if (command === undefined) return undefined;
    const known =
      this.host
        .current()
        .extensions?.getCommands()
        .some((registered) => registered.invocation === command.name) ?? false;
    return known ? command : undefined;
  }

  private expand(text: string): RuntimeResult<string> {
    const { promptTemplates, skills } = this.host.current();
    const expanded = expandPromptInput(text, promptTemplates, skills);
    return expanded.ok ? ok(expanded.text) : fail(expanded.message);
  }

  /** See `SessionRuntime.prompt`. */
  async prompt(text: string, options: PromptOptions = {}): Promise<RuntimeResult<PromptAccepted>> {
    if (this.host.replacing()) {
      return fail("the session is being replaced (new, switch or fork): send the prompt again after");
    }
    const command = this.extensionCommand(text);
    if (command !== undefined) {
      await this.host.current().extensions?.runCommand(command.name, command.args);
      return ok({ disposition: "handled", settled: Promise.resolve() });
    }
    const expanded = this.expand(text);
    if (!expanded.ok) return expanded;
    const message = userMessage(expanded.value, options.images);
    if (this.busy) {
      if (options.streamingBehavior === undefined) {
        return fail(
          'a run is active: send the prompt with "streamingBehavior": "steer" or "followUp", or wait for agent_settled',
        );
      }
      if (options.streamingBehavior === "steer") this.agent.steer(message);
      else this.agent.followUp(message);
      await this.checkQueue();
      return ok({ disposition: "queued", settled: this.run ?? Promise.resolve() });
    }
    return this.start(message);
  }

  private async start(message: UserMessage): Promise<RuntimeResult<PromptAccepted>> {
    const { session } = this.host.current();
    const agent = session.agent;
    this.abortRequested = false;
    this.flushPendingContext();
    let decide!: (outcome: PromptDisposition | Error) => void;
    const decided = new Promise<PromptDisposition | Error>((resolve) => {
      decide = resolve;
    });
    const off = session.subscribe((event) => {
      if (event.type === "agent_start") decide("started");
    });
    const whole = (async () => {
      let ran = false;
      try {
        ran = await session.prompt(message);
        decide(ran ? "started" : "handled");
        // A message queued as the run ended would otherwise wait for the next prompt.
        while (ran && !this.abortRequested && agent.hasQueuedMessages()) {
          try {
            await session.continue();
          } catch {
            break;
          }
        }
      } catch (error) {
        decide(error instanceof Error ? error : new Error(String(error)));
      } finally {
        off();
        this.run = undefined;
        this.flushPendingContext();
        if (ran) {
          const aborted = this.abortRequested || session.lastAssistantMessage()?.stopReason === "aborted";
          await this.host.emit({ type: "agent_settled", aborted });
        }
      }
    })();
    this.run = whole;
    const outcome = await decided;
    if (outcome instanceof Error) return fail(`the prompt could not start: ${outcome.message}`);
    return ok({ disposition: outcome, settled: whole });
  }

  /** Queues a steering message or a follow-up (templates expanded; extension commands refused). */
  async queue(
    kind: "steer" | "followUp",
    text: string,
    images: ImageContent[] | undefined,
  ): Promise<RuntimeResult<{ disposition: "queued" }>> {
    if (this.extensionCommand(text) !== undefined) {
      return fail("extension commands cannot be queued: send them with prompt");
    }
    const expanded = this.expand(text);
    if (!expanded.ok) return expanded;
    const message = userMessage(expanded.value, images);
    if (kind === "steer") this.agent.steer(message);
    else this.agent.followUp(message);
    await this.checkQueue();
    return ok({ disposition: "queued" as const });
  }

  /** Aborts the run in flight and resolves once idle. */
  async abort(): Promise<void> {
    this.abortRequested = true;
    this.host.current().session.abort();
    await this.run;
    await this.agent.waitForIdle();
  }

  /** Empties both queues and returns what they held. */
  clearQueue(): { steering: string[]; followUp: string[] } {
    const queue = this.queueTexts();
    this.agent.clearAllQueues();
    void this.checkQueue();
    return queue;
  }

  /** Resolves when no run is in progress. */
  async waitForIdle(): Promise<void> {
    await this.run;
    await this.agent.waitForIdle();
  }

  /** Adds a message to the context now, or after the run when one is active. */
  addToContext(message: UserMessage): void {
    if (this.busy) {
      this.pendingContext.push(message);
      return;
    }
    this.host.current().controls.appendToContext(message);
  }

  private flushPendingContext(): void {
    const pending = this.pendingContext;
    if (pending.length === 0 || this.agent.state.isStreaming) return;
    this.pendingContext = [];
    for (const message of pending) this.host.current().controls.appendToContext(message);
  }
}
