import { describe, expect, it } from "vitest";
import { repairToolResults } from "./repair-tool-results.js";
import { SessionFile } from "./session-file.js";
import { assistant, toolResult, user } from "./test-support/messages.js";

describe("buildSessionContext", () => {
  it("replaces what a compaction summarized with its summary and keeps the rest from firstKeptEntryId", () => {
    const session = SessionFile.create({ cwd: "/w" });
    session.appendModelChange("faux", "old-model");
    session.appendMessage(user("old question"));
    session.appendMessage(assistant("old answer"));
    const kept = session.appendMessage(user("recent question"));
    session.appendMessage(assistant("recent answer"));
    session.append({
      type: "compaction",
      summary: "They talked about X.",
      firstKeptEntryId: kept.id,
      tokensBefore: 500,
    });
    session.appendMessage(user("after"));

    const context = session.buildContext();
    const texts = context.messages.map((m) => JSON.stringify(m.content));
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain("They talked about X.");
    expect(texts.slice(1).join()).toContain("recent question");
    expect(texts.join()).not.toContain("old answer");
    expect(context.model).toEqual({ provider: "faux", modelId: "old-model" });
  });

  it("sends extension messages and branch summaries as user text, and never custom data", () => {
    const session = SessionFile.create({ cwd: "/w" });
    session.appendMessage(user("q"));
    session.appendCustom("my-ext", { secret: 1 });
    session.append({ type: "custom_message", customType: "my-ext", content: "injected", display: true });
    session.append({ type: "branch_summary", fromId: "zzz", summary: "tried Y" });
    const context = session.buildContext();
    expect(context.messages.map((m) => m.role)).toEqual(["user", "user", "user"]);
    expect(JSON.stringify(context.messages)).not.toContain("secret");
    expect(JSON.stringify(context.messages[2])).toContain("tried Y");
  });
});

describe("repairToolResults", () => {
  it("answers every open call before the next message, drops orphan results, and leaves valid transcripts alone", () => {
    const messages = [
      user("q"),
      assistant("", [
        ["a", "read"],
        ["b", "bash"],
      ]),
      toolResult("a", "read", "ok"),
      user("interrupting"),
      toolResult("zz", "read", "orphan"),
    ];
    const repaired = repairToolResults(messages);
    expect(
      repaired.messages.map((m) => (m.role === "toolResult" ? `result:${m.toolCallId}:${m.isError}` : m.role)),
    ).toEqual(["user", "assistant", "result:a:false", "result:b:true", "user"]);
    expect(repaired.synthesized).toEqual(["b"]);
    expect(repaired.droppedOrphans).toEqual(["zz"]);

    const valid = [user("q"), assistant("", [["a", "read"]]), toolResult("a", "read", "ok")];
    const untouched = repairToolResults(valid);
    expect(untouched.messages).toEqual(valid);
    expect(untouched.messages[2]).toBe(valid[2]);
  });
});
