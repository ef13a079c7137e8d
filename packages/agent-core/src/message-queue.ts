import type { AgentMessage } from "./agent-message.js";

/**
 * How many queued messages one poll takes: `"all"` drains the queue,
 * `"one-at-a-time"` takes the oldest and leaves the rest for later polls.
 */
export type QueueMode = "all" | "one-at-a-time";

/** A FIFO of messages waiting for a turn boundary (steering) or for the agent to stop (follow-up). */
export class MessageQueue {
  private items: AgentMessage[] = [];

  /** @param mode - how many messages {@link MessageQueue.drain} takes. */
  constructor(public mode: QueueMode = "one-at-a-time") {}

  /** Number of queued messages. */
  get size(): number {
    return this.items.length;
  }

  /** A copy of the queued messages, oldest first. */
  snapshot(): AgentMessage[] {
    return this.items.slice();
  }

  /** Appends a message. */
  enqueue(message: AgentMessage): void {
    this.items.push(message);
  }

  /** Removes and returns the messages for one poll, according to `mode`. */
  drain(): AgentMessage[] {
    if (this.items.length === 0) return [];
    if (this.mode === "all") {
      const all = this.items;
      this.items = [];
      return all;
    }
    return this.items.splice(0, 1);
  }

  /** Drops every queued message. */
  clear(): void {
    this.items = [];
  }
}
