import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SessionFile } from "./session-file.js";
import { forkSession, listSessions, mostRecentSession, resolveSessionRef } from "./session-list.js";
import { cwdSlug, defaultSessionDir } from "./session-paths.js";
import { assistant, user } from "./test-support/messages.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-sessions-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function sessionAt(id: string, mtime: number, text: string, name?: string): SessionFile {
  const session = SessionFile.create({ dir, cwd: "/w", id, now: () => new Date(mtime) });
  session.appendMessage(user(text));
  session.appendMessage(assistant("ok"));
  if (name !== undefined) session.appendSessionInfo(name);
  session.close();
  utimesSync(session.path as string, mtime / 1000, mtime / 1000);
  return session;
}

describe("session folders", () => {
  it("slugs a cwd into one readable folder name", () => {
    expect(cwdSlug("/home/me/my app")).toBe("--home-me-my app--");
    expect(cwdSlug("C:\\Users\\me")).toBe("--C--Users-me--");
    expect(defaultSessionDir("/k", "/a/b")).toBe("/k/sessions/--a-b--");
  });
});

describe("listSessions", () => {
  it("lists the most recently written first, with name and first-message preview", () => {
    sessionAt("aaaa1111", Date.parse("2026-01-01T00:00:00Z"), "older  question\nwith lines");
    sessionAt("bbbb2222", Date.parse("2026-01-03T00:00:00Z"), "newest", "Named one");
    sessionAt("cccc3333", Date.parse("2026-01-02T00:00:00Z"), "x".repeat(300));
    writeFileSync(join(dir, "junk.jsonl"), "not a session\n");

    const list = listSessions(dir);
    expect(list.map((s) => s.id)).toEqual(["bbbb2222", "cccc3333", "aaaa1111"]);
    expect(list[0]).toMatchObject({ name: "Named one", firstMessage: "newest", entryCount: 3, cwd: "/w" });
    expect(list[1]?.firstMessage).toHaveLength(120);
    expect(list[2]?.firstMessage).toBe("older question with lines");
    expect(mostRecentSession(dir)?.id).toBe("bbbb2222");
    expect(listSessions(join(dir, "missing"))).toEqual([]);
  });

  it("bad input: a newer file that is no session is skipped by --continue; the newest real one is chosen", () => {
    sessionAt("aaaa1111", Date.parse("2026-01-01T00:00:00Z"), "real");
    const junk = join(dir, "zzzz.jsonl");
    writeFileSync(junk, '{"type":"message"}\n');
    utimesSync(junk, Date.parse("2026-02-01T00:00:00Z") / 1000, Date.parse("2026-02-01T00:00:00Z") / 1000);
    expect(mostRecentSession(dir)?.id).toBe("aaaa1111");
  });

  it("reads the last name, the first user message past assistant text that mentions users, blank and CRLF lines", () => {
    const session = SessionFile.create({ dir, cwd: "/w", id: "dddd4444" });
    session.appendSessionInfo("First name");
    session.appendMessage(assistant('a quote: "role":"user"'));
    session.appendMessage(user("héllo wörld"));
    session.appendSessionInfo("Second name");
    session.close();
    writeFileSync(session.path as string, `${readFileSync(session.path as string, "utf8")}\r\n\n`);
    expect(listSessions(dir)[0]).toMatchObject({ name: "Second name", firstMessage: "héllo wörld", entryCount: 4 });
  });
});

describe("resolveSessionRef", () => {
  it("accepts a path, an id or a unique id prefix, and explains ambiguity and misses", () => {
    const a = sessionAt("abc-1", 1_000, "a");
    sessionAt("abd-2", 2_000, "b");
    expect(resolveSessionRef(a.path as string, { dirs: [dir], cwd: "/" })).toEqual({ ok: true, path: a.path });
    expect(resolveSessionRef("abc", { dirs: [dir], cwd: "/" })).toEqual({ ok: true, path: a.path });

    const ambiguous = resolveSessionRef("ab", { dirs: [dir], cwd: "/" });
    expect(ambiguous.ok).toBe(false);
    if (!ambiguous.ok) expect(ambiguous.diagnostic.message).toBe('"ab" matches 2 sessions: abc-1, abd-2');

    const missing = resolveSessionRef("zzz", { dirs: [dir], cwd: "/", flag: "--fork" });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.diagnostic.source).toBe("--fork");
      expect(missing.diagnostic.hint).toContain("--resume");
    }
  });
});

describe("forkSession", () => {
  it("leaves an interrupted source untouched and records the interrupted calls in the fork", () => {
    const source = SessionFile.create({ dir, cwd: "/w" });
    source.appendMessage(user("q"));
    source.appendMessage(assistant("", [["c1", "bash"]]));
    source.close();
    const before = readFileSync(source.path as string, "utf8");
    const opened = SessionFile.open(source.path as string, { repairInterrupted: false });
    if (!opened.ok) throw new Error("source did not open");
    const fork = forkSession(opened.session, { dir: join(dir, "forks"), cwd: "/w" });
    fork.close();
    expect(readFileSync(source.path as string, "utf8")).toBe(before);
    const last = fork.entries.at(-1);
    expect(last?.type === "message" && last.message.role === "toolResult" && last.message.isError).toBe(true);
  });

  it("copies the source branch into a new file that names its parent, leaving the source as it was", () => {
    const source = SessionFile.create({ dir, cwd: "/w" });
    const q = source.appendMessage(user("q"));
    source.appendMessage(assistant("abandoned"));
    source.branch(q.id);
    source.appendMessage(assistant("kept"));
    source.close();
    const before = readFileSync(source.path as string, "utf8");

    const forkDir = join(dir, "forks");
    const fork = forkSession(source, { dir: forkDir, cwd: "/elsewhere" });
    fork.appendMessage(user("continue"));
    fork.close();

    expect(readFileSync(source.path as string, "utf8")).toBe(before);
    const opened = SessionFile.open(fork.path as string);
    if (!opened.ok) throw new Error("fork did not open");
    expect(opened.session.header).toMatchObject({ cwd: "/elsewhere", parentSession: source.path });
    expect(opened.session.id).not.toBe(source.id);
    expect(JSON.stringify(opened.session.buildContext().messages)).not.toContain("abandoned");
    expect(opened.session.buildContext().messages).toHaveLength(3);
  });
});
