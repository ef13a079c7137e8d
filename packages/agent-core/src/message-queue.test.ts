import { describe, expect, it } from "vitest";
import { MessageQueue } from "./message-queue.js";
import { user } from "./test-support/harness.js";

describe("MessageQueue", () => {
  it("one-at-a-time drains the oldest message per poll", () => {
    const queue = new MessageQueue("one-at-a-time");
    queue.enqueue(user("1"));
    queue.enqueue(user("2"));
    expect(queue.drain().map((m) => m.content)).toEqual(["1"]);
    expect(queue.snapshot().map((m) => m.content)).toEqual(["2"]);
    expect(queue.drain().map((m) => m.content)).toEqual(["2"]);
    expect(queue.drain()).toEqual([]);
  });

  it("all drains everything; clear drops everything", () => {
    const queue = new MessageQueue("all");
    queue.enqueue(user("1"));
    queue.enqueue(user("2"));
    expect(queue.drain().map((m) => m.content)).toEqual(["1", "2"]);
    queue.enqueue(user("3"));
    queue.clear();
    expect(queue.size).toBe(0);
  });
});
