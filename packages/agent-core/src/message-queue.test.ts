import { describe, expect, it } from "vitest";
import type { AgentMessage } from "./agent-message.js";
import { MessageQueue } from "./message-queue.js";
import { user } from "./test-support/harness.js";

const texts = (messages: AgentMessage[]) => messages.map((m) => (m.role === "user" ? m.content : m.role));

describe("MessageQueue", () => {
  it("one-at-a-time drains the oldest message per poll", () => {
    const queue = new MessageQueue("one-at-a-time");
    queue.enqueue(user("1"));
    queue.enqueue(user("2"));
    expect(texts(queue.drain())).toEqual(["1"]);
    expect(texts(queue.snapshot())).toEqual(["2"]);
    expect(texts(queue.drain())).toEqual(["2"]);
    expect(queue.drain()).toEqual([]);
  });

  it("all drains everything; clear drops everything", () => {
    const queue = new MessageQueue("all");
    queue.enqueue(user("1"));
    queue.enqueue(user("2"));
    expect(texts(queue.drain())).toEqual(["1", "2"]);
    queue.enqueue(user("3"));
    queue.clear();
    expect(queue.size).toBe(0);
  });
});
