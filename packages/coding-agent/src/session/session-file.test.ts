import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INTERRUPTED_TOOL_RESULT_TEXT } from "./repair-tool-results.js";
import { SessionFile } from "./session-file.js";
import { assistant, toolResult, user } from "./test-support/messages.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-session-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function lines(path: string): Record<string, unknown>[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function openOk(path: string) {
  const result = SessionFile.open(path);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}

describe("SessionFile", () => {
  it("writes a versioned header and one line per entry, named <timestamp>_<id>.jsonl", () => {
    const now = () => new Date("2026-01-02T03:04:05.678Z");
    const session = SessionFile.create({ dir, cwd: "/work/app", id: "abc-123", now });
    session.appendMessage(user("hello"));
    session.appendModelChange("faux", "faux-2");
    session.close();
    expect(readdirSync(dir)).toEqual(["2026-01-02T03-04-05-678Z_abc-123.jsonl"]);
    const [header, message, model] = lines(session.path as string);
    expect(header).toEqual({
      type: "session",
      version: 1,
      id: "abc-123",
      timestamp: "2026-01-02T03:04:05.678Z",
      cwd: "/work/app",
    });
    expect(message).toMatchObject({ type: "message", parentId: null, message: { role: "user", content: "hello" } });
    expect(model).toMatchObject({ type: "model_change", parentId: message?.id, provider: "faux", modelId: "faux-2" });
  });

  it("reopens a session with the same tree, leaf and context, and keeps appending to it", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendMessage(user("q"));
    session.appendMessage(assistant("a"));
    session.appendActiveTools(["read", "bash"]);
    session.append({ type: "thinking_level_change", thinkingLevel: "high" });
    session.close();

    const { session: reopened, diagnostics } = openOk(session.path as string);
    expect(diagnostics).toEqual([]);
    expect(reopened.id).toBe(session.id);
    expect(reopened.leafId).toBe(session.leafId);
    const context = reopened.buildContext();
    expect(context.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(context.activeTools).toEqual(["read", "bash"]);
    expect(context.thinkingLevel).toBe("high");
    reopened.appendMessage(user("more"));
    reopened.close();
    expect(openOk(session.path as string).session.buildContext().messages).toHaveLength(3);
  });

  it("keeps branches in one file and builds the context of the chosen branch only", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    const q = session.appendMessage(user("question"));
    session.appendMessage(assistant("first answer"));
    session.branch(q.id);
    session.appendMessage(assistant("second answer"));
    session.close();
    const { session: reopened } = openOk(session.path as string);
    expect(reopened.entries).toHaveLength(3);
    const texts = reopened.buildContext().messages.map((m) => JSON.stringify(m.content));
    expect(texts.join()).toContain("second answer");
    expect(texts.join()).not.toContain("first answer");
  });

  it("reports a torn last line, keeps everything before it, and cuts it off before the next append", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendMessage(user("kept"));
    session.close();
    const path = session.path as string;
    writeFileSync(path, `${readFileSync(path, "utf8")}{"type":"message","id":"x","par`);

    const { session: reopened, diagnostics } = openOk(path);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: "warning", source: path, line: 3 });
    expect(diagnostics[0]?.message).toContain("incomplete");
    expect(reopened.buildContext().messages).toEqual([user("kept")]);

    reopened.appendMessage(user("after"));
    reopened.close();
    expect(lines(path).map((l) => l.type)).toEqual(["session", "message", "message"]);
    expect(openOk(path).diagnostics).toEqual([]);
  });

  it("reports an invalid line with its line number and key, skips it, and loads the rest", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendMessage(user("one"));
    session.close();
    const path = session.path as string;
    const good = readFileSync(path, "utf8");
    writeFileSync(path, `${good}{"type":"label","id":"l1","parentId":null,"timestamp":"t"}\nnot json\n`);
    const { session: reopened, diagnostics } = openOk(path);
    expect(diagnostics.map((d) => [d.line, d.path])).toEqual([
      [4, undefined],
      [3, "/targetId"],
    ]);
    expect(diagnostics[1]?.message).toBe("is required; the entry was skipped");
    expect(reopened.entries).toHaveLength(1);
  });

  it("refuses a file that is not a session, and says why", () => {
    const path = join(dir, "notes.jsonl");
    writeFileSync(path, '{"hello":"world"}\n');
    const result = SessionFile.open(path);
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.message).toContain("not a Keel session file");
    const missing = SessionFile.open(join(dir, "gone.jsonl"));
    expect(missing.ok).toBe(false);
    expect(missing.diagnostics[0]).toMatchObject({ message: "no such session file" });
  });

  it("refuses a file written by a newer Keel without touching it", () => {
    const path = join(dir, "2026-01-01T00-00-00-000Z_new.jsonl");
    const text = '{"type":"session","version":99,"id":"new","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}\n';
    writeFileSync(path, text);
    const result = SessionFile.open(path);
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.message).toContain("version 99 is newer");
    expect(result.diagnostics[0]?.hint).toContain("Upgrade Keel");
    expect(readFileSync(path, "utf8")).toBe(text);
  });

  it("records tool calls left without a result as failed on open, once", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendMessage(user("go"));
    session.appendMessage(
      assistant("", [
        ["c1", "read"],
        ["c2", "bash"],
      ]),
    );
    session.appendMessage(toolResult("c1", "read", "ok"));
    session.close();
    const path = session.path as string;
    const first = openOk(path);
    expect(first.diagnostics[0]?.message).toContain("1 tool call was still running");
    first.session.close();
    const last = lines(path).at(-1) as { message: Record<string, unknown> };
    expect(last.message).toMatchObject({ role: "toolResult", toolCallId: "c2", isError: true });
    expect(JSON.stringify(last.message)).toContain(INTERRUPTED_TOOL_RESULT_TEXT.slice(0, 30));
    expect(openOk(path).diagnostics).toEqual([]);
  });

  it("keeps an in-memory session without writing anything (--no-session)", () => {
    const session = SessionFile.create({ cwd: "/w" });
    session.appendMessage(user("x"));
    expect(session.path).toBeUndefined();
    expect(session.buildContext().messages).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses to write an entry that would not load again, naming the field", () => {
    const session = SessionFile.create({ cwd: "/w" });
    expect(() => session.append({ type: "custom", customType: "" })).toThrow(/"custom" session entry: \/customType/);
  });

  it("names and labels", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    const q = session.appendMessage(user("x"));
    session.appendSessionInfo("Refactor");
    session.appendLabel(q.id, "start");
    session.close();
    const { session: reopened } = openOk(session.path as string);
    expect(reopened.name).toBe("Refactor");
    expect(reopened.getLabel(q.id)).toBe("start");
  });
});

describe("SessionFile (unterminated last line)", () => {
  it("keeps a complete last line that lost only its newline, and starts the next entry on a line of its own", () => {
    const dir2 = mkdtempSync(join(tmpdir(), "keel-session-nl-"));
    try {
      const session = SessionFile.create({ dir: dir2, cwd: "/w" });
      session.appendMessage(user("one"));
      session.close();
      const path = session.path as string;
      writeFileSync(path, readFileSync(path, "utf8").replace(/\n$/, ""));
      const opened = openOk(path);
      expect(opened.diagnostics).toEqual([]);
      opened.session.appendMessage(user("two"));
      opened.session.close();
      expect(lines(path).map((l) => (l.message as { content?: string } | undefined)?.content)).toEqual([
        undefined,
        "one",
        "two",
      ]);
    } finally {
      rmSync(dir2, { recursive: true, force: true });
    }
  });
});

describe("SessionFile.discardIfUnused", () => {
  it("deletes a file this process created that holds only start-up entries, and stays in memory after", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendModelChange("local", "scripted");
    const path = session.path as string;
    expect(readdirSync(dir)).toHaveLength(1);
    expect(session.discardIfUnused()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    // Later appends (a shutdown hook's, say) do not bring back a file without its header.
    session.appendMessage(user("late"));
    expect(readdirSync(dir)).toEqual([]);
    expect(session.entries.at(-1)?.type).toBe("message");
    expect(path).toContain(dir);
  });

  it("keeps a session with any conversation in it, and one opened from disk", () => {
    const session = SessionFile.create({ dir, cwd: "/w" });
    session.appendMessage(user("keep me"));
    expect(session.discardIfUnused()).toBe(false);
    session.close();
    const reopened = openOk(session.path as string).session;
    expect(reopened.discardIfUnused()).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
