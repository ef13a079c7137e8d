import type { AssistantMessage, Usage } from "@keel/ai";
import type { SessionEntry, SessionHeader } from "../../session/session-schema.js";

/** A 1×1 transparent PNG. */
export const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** Text that would run script if the export did not escape it. */
export const HOSTILE_OUTPUT =
  '<script>window.__pwned = true; document.title = "pwned";</script><img src=x onerror="window.__pwned=true">';

function usage(input: number, output: number, cost: number): Usage {
  return {
    input,
    output,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: input + output,
    cost: { input: cost / 2, output: cost / 2, cacheRead: 0, cacheWrite: 0, total: cost },
  };
}

function assistant(content: AssistantMessage["content"], stopReason: AssistantMessage["stopReason"]): AssistantMessage {
  return {
    role: "assistant",
    content,
    api: "openai-completions",
    provider: "scripted",
    model: "scripted-1",
    usage: usage(120, 30, 0.0015),
    stopReason,
    timestamp: 1_767_225_600_000,
  };
}

/** Forty lines of tool output ending in hostile markup; long enough to start collapsed. */
export const LONG_OUTPUT = [
  ...Array.from({ length: 40 }, (_, i) => `line ${i + 1} of the listing`),
  HOSTILE_OUTPUT,
].join("\n");

/**
 * A session with everything an export shows: a prompt, thinking, a bash
 * call with long hostile output, an edit with a diff, an image, and a
 * second branch from the first answer.
 */
export function richSession(): { header: SessionHeader; entries: SessionEntry[] } {
  const ts = "2026-01-01T00:00:00.000Z";
  const header: SessionHeader = { type: "session", version: 1, id: "sess-1234", timestamp: ts, cwd: "/home/me/app" };
  const entries: SessionEntry[] = [
    {
      type: "model_change",
      id: "a0000001",
      parentId: null,
      timestamp: ts,
      provider: "scripted",
      modelId: "scripted-1",
    },
    {
      type: "message",
      id: "a0000002",
      parentId: "a0000001",
      timestamp: ts,
      message: { role: "user", content: "List the files and fix <b>main.ts</b>", timestamp: 1 },
    },
    {
      type: "message",
      id: "a0000003",
      parentId: "a0000002",
      timestamp: ts,
      message: assistant(
        [
          { type: "thinking", thinking: "I should look at the folder first." },
          { type: "text", text: "Let me **look** at the files. <script>window.__pwned = true</script>" },
          { type: "toolCall", id: "call_ls", name: "bash", arguments: { command: "ls -la", timeout: 5 } },
        ],
        "toolUse",
      ),
    },
    {
      type: "message",
      id: "a0000004",
      parentId: "a0000003",
      timestamp: ts,
      message: {
        role: "toolResult",
        toolCallId: "call_ls",
        toolName: "bash",
        content: [{ type: "text", text: LONG_OUTPUT }],
        isError: false,
        timestamp: 2,
      },
    },
    {
      type: "message",
      id: "a0000005",
      parentId: "a0000004",
      timestamp: ts,
      message: assistant(
        [
          {
            type: "toolCall",
            id: "call_edit",
            name: "edit",
            arguments: { path: "main.ts", edits: [{ oldText: "const b = 2;", newText: "const b = 20;" }] },
          },
        ],
        "toolUse",
      ),
    },
    {
      type: "message",
      id: "a0000006",
      parentId: "a0000005",
      timestamp: ts,
      message: {
        role: "toolResult",
        toolCallId: "call_edit",
        toolName: "edit",
        content: [
          { type: "text", text: "Edited main.ts: 1 edit, first change at line 2." },
          { type: "image", data: TINY_PNG, mimeType: "image/png" },
        ],
        details: {
          path: "main.ts",
          diff: "--- a/main.ts\n+++ b/main.ts\n@@ -1,2 +1,2 @@\n const a = 1;\n-const b = 2;\n+const b = 20;",
          firstChangedLine: 2,
          fuzzyMatches: 0,
        },
        isError: false,
        timestamp: 3,
      },
    },
    {
      type: "message",
      id: "a0000007",
      parentId: "a0000006",
      timestamp: ts,
      message: assistant(
        [
          {
            type: "text",
            text: "Done: `b` is now 20.\n\n| name | before | after |\n| --- | :---: | ---: |\n| b | 2 | 20 |",
          },
        ],
        "stop",
      ),
    },
    // A second branch, started from the first answer.
    {
      type: "message",
      id: "b0000001",
      parentId: "a0000002",
      timestamp: ts,
      message: assistant([{ type: "text", text: "Another approach on the other branch." }], "stop"),
    },
    { type: "label", id: "b0000002", parentId: "b0000001", timestamp: ts, targetId: "b0000001", label: "alt" },
    // Back on the first branch: the file's last entry is where the session resumes.
    { type: "session_info", id: "a0000008", parentId: "a0000007", timestamp: ts, name: "Fix main.ts" },
  ];
  return { header, entries };
}

/** A session file's text for these lines. */
export function sessionJsonl(header: SessionHeader, entries: readonly SessionEntry[]): string {
  return `${[header, ...entries].map((line) => JSON.stringify(line)).join("\n")}\n`;
}
