import { describe, expect, it } from "vitest";
import { SessionFile } from "../session/session-file.js";
import type { SessionEntry } from "../session/session-schema.js";
import { assistant, toolResult, user } from "../session/test-support/messages.js";
import { findCutPoint, isValidCutPoint } from "./cut-point.js";
import { collectFileOperations } from "./file-operations.js";
import { compactionEntryDraft, prepareCompaction } from "./prepare-compaction.js";
import { SUMMARY_TOOL_RESULT_CHARS, serializeConversation } from "./serialize-conversation.js";
import { buildSummaryRequest, SUMMARY_SYSTEM_PROMPT, summaryRequestFor } from "./summary-prompt.js";
import { estimateContextTokens, estimateMessageTokens, shouldCompact } from "./token-estimate.js";

/** `text` of about `tokens` estimated tokens. */
const words = (tokens: number) => "x".repeat(tokens * 4);

describe("token estimate", () => {
  it("counts characters of text, tool calls and images, and prefers the provider's last reported usage", () => {
    expect(estimateMessageTokens(user(words(100)))).toBe(104);
    const withImage = {
      role: "user" as const,
      content: [{ type: "image" as const, data: "AAAA", mimeType: "image/png" }],
      timestamp: 0,
    };
    expect(estimateMessageTokens(withImage)).toBe(1_204);

    const reported = {
      ...assistant("ok"),
      usage: { ...assistant("ok").usage, input: 5_000, output: 100, cacheRead: 900 },
    };
    expect(estimateContextTokens([user(words(10)), reported, user(words(50))])).toBe(6_000 + 54);
    const failed = { ...reported, stopReason: "error" as const };
    expect(estimateContextTokens([user(words(10)), failed])).toBe(14 + estimateMessageTokens(failed));
    expect(shouldCompact(190_000, 200_000, 16_384)).toBe(true);
    expect(shouldCompact(180_000, 200_000, 16_384)).toBe(false);
  });
});

/** A session built from messages; returns its branch. */
function branchOf(...messages: Parameters<SessionFile["appendMessage"]>[0][]): {
  session: SessionFile;
  path: SessionEntry[];
} {
  const session = SessionFile.create({ cwd: "/w" });
  for (const message of messages) session.appendMessage(message);
  return { session, path: session.getBranch() };
}

describe("findCutPoint", () => {
  it("keeps at least the budget of recent entries and cuts at a user turn", () => {
    const { path } = branchOf(user(words(100)), assistant(words(100)), user(words(100)), assistant(words(100)));
    const cut = findCutPoint(path, 150);
    expect(cut).toEqual({ firstKeptIndex: 2, firstKeptEntryId: path[2]?.id, isSplitTurn: false, turnStartIndex: 2 });
  });

  it("never separates a tool result from its call", () => {
    const { path } = branchOf(
      user(words(10)),
      assistant("", [["c1", "read"]]),
      toolResult("c1", "read", words(500)),
      assistant("", [["c2", "read"]]),
      toolResult("c2", "read", words(500)),
    );
    const cut = findCutPoint(path, 400);
    // The budget is reached inside the last result; the kept part starts at the call that asked for it.
    expect(cut?.firstKeptIndex).toBe(3);
    expect(isValidCutPoint(path[cut?.firstKeptIndex ?? 0] as SessionEntry)).toBe(true);
    expect(cut).toMatchObject({ isSplitTurn: true, turnStartIndex: 0 });
  });

  it("finds nothing to do when everything fits", () => {
    const { path } = branchOf(user("short"), assistant("short"));
    expect(findCutPoint(path, 20_000)).toBeUndefined();
  });
});

describe("prepareCompaction", () => {
  it("summarizes what lies before the cut, tracks files, and the entry rebuilds a valid context", () => {
    const { session, path } = branchOf(
      user(`please fix ${words(300)}`),
      {
        ...assistant("", [["r1", "read"]]),
        content: [{ type: "toolCall", id: "r1", name: "read", arguments: { path: "a.ts" } }],
      },
      toolResult("r1", "read", words(300)),
      {
        ...assistant("", [["e1", "edit"]]),
        content: [{ type: "toolCall", id: "e1", name: "edit", arguments: { path: "b.ts" } }],
      },
      toolResult("e1", "edit", "ok"),
      user(`now the tests ${words(200)}`),
      assistant(words(200)),
    );
    const preparation = prepareCompaction(path, 300);
    expect(preparation).toBeDefined();
    if (preparation === undefined) return;
    expect(preparation.firstKeptEntryId).toBe(path[5]?.id);
    expect(preparation.messagesToSummarize.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "toolResult",
      "assistant",
      "toolResult",
    ]);
    expect(preparation.fileOperations).toEqual({ read: ["a.ts"], modified: ["b.ts"] });
    expect(preparation.tokensBefore).toBeGreaterThan(1_000);

    session.append(compactionEntryDraft(preparation, "Fixed a.ts/b.ts."));
    const context = session.buildContext();
    expect(context.messages).toHaveLength(3);
    expect(JSON.stringify(context.messages[0])).toContain("Fixed a.ts/b.ts.");
    expect(context.interruptedToolCalls).toEqual([]);

    // A second compaction starts from the first one's kept boundary and carries its summary and files forward.
    session.appendMessage(user(words(400)));
    session.appendMessage(assistant(words(400)));
    const again = prepareCompaction(session.getBranch(), 500);
    expect(again?.previousSummary).toBe("Fixed a.ts/b.ts.");
    expect(again?.messagesToSummarize.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(again?.fileOperations).toEqual({ read: ["a.ts"], modified: ["b.ts"] });
    if (again === undefined) return;
    const request = JSON.stringify(summaryRequestFor(again, "mention the tests").message.content);
    for (const part of ["Fixed a.ts/b.ts.", "<modified-files>\\nb.ts", "mention the tests", "[User]: now the tests"]) {
      expect(request).toContain(part);
    }
  });
});

describe("summary request", () => {
  it("serializes the transcript as a document, cutting long tool output and dropping reasoning", () => {
    const thinking = {
      ...assistant("answer"),
      content: [
        { type: "thinking" as const, thinking: "secret plan" },
        { type: "text" as const, text: "answer" },
      ],
    };
    const text = serializeConversation([
      user("question"),
      thinking,
      {
        ...assistant("", [["c", "bash"]]),
        content: [{ type: "toolCall", id: "c", name: "bash", arguments: { command: "ls" } }],
      },
      { ...toolResult("c", "bash", "y".repeat(SUMMARY_TOOL_RESULT_CHARS + 50)), isError: true },
    ]);
    expect(text).toContain("[User]: question");
    expect(text).toContain("[Assistant]: answer");
    expect(text).not.toContain("secret plan");
    expect(text).toContain('[Assistant tool calls]: bash(command="ls")');
    expect(text).toContain("[Tool result, failed]: ");
    expect(text).toContain("[… 50 more characters not shown]");
  });

  it("asks for notes in a fixed format, folding in the previous summary, file lists and extra instructions", () => {
    const request = buildSummaryRequest({
      messages: [user("hello")],
      previousSummary: "Earlier: set up the repo.",
      customInstructions: "Keep the API decisions.",
      fileOperations: collectFileOperations([], { read: ["a.ts"], modified: [] }),
    });
    expect(request.systemPrompt).toBe(SUMMARY_SYSTEM_PROMPT);
    const body = JSON.stringify(request.message.content);
    for (const part of [
      "Earlier: set up the repo.",
      "[User]: hello",
      "## Objective",
      "<read-files>\\na.ts",
      "Keep the API decisions.",
    ]) {
      expect(body).toContain(part);
    }
  });
});
