import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SessionFile } from "./session-file.js";
import { migrateSessionLines, type SessionMigration } from "./session-migrate.js";

/**
 * A made-up "version 0" format, to exercise the mechanism before a real
 * second version exists: entries were linear (no ids), messages were under
 * `msg`, and the header called the working directory `dir`.
 */
const V0_TO_V1: SessionMigration = {
  from: 0,
  migrate(lines) {
    const [header, ...rest] = lines as Record<string, unknown>[];
    let parentId: string | null = null;
    const entries = rest.map((line, index) => {
      const id = `v0-${index}`;
      const entry = { type: "message", id, parentId, timestamp: String(line.at), message: line.msg };
      parentId = id;
      return entry;
    });
    const { dir, ...headerRest } = header as Record<string, unknown>;
    return [{ ...headerRest, cwd: dir }, ...entries];
  },
};

const V0_FILE = [
  { type: "session", version: 0, id: "old", timestamp: "2025-01-01T00:00:00.000Z", dir: "/old/project" },
  { at: "2025-01-01T00:00:01.000Z", msg: { role: "user", content: "from v0", timestamp: 1 } },
  {
    at: "2025-01-01T00:00:02.000Z",
    msg: {
      role: "assistant",
      content: [{ type: "text", text: "hello from the past" }],
      api: "faux",
      provider: "faux",
      model: "m",
      usage: {
        input: 0,
        output: 0,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: 0,
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
      },
      stopReason: "stop",
      timestamp: 2,
    },
  },
]
  .map((line) => `${JSON.stringify(line)}\n`)
  .join("");

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe("session format migration", () => {
  it("runs each step from the file's version and stamps the new version", () => {
    const result = migrateSessionLines([{ type: "session", version: 0, dir: "/x" }], "f.jsonl", [V0_TO_V1], 1);
    expect(result).toEqual({ ok: true, fromVersion: 0, lines: [{ type: "session", version: 1, cwd: "/x" }] });
  });

  it("says when no step starts from the file's version", () => {
    const result = migrateSessionLines([{ type: "session", version: 0 }], "f.jsonl", [], 1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostic.message).toBe("no migration from session format version 0");
  });

  it("opens an older file as the current version and rewrites it whole (keeping a backup) only when appending", () => {
    dir = mkdtempSync(join(tmpdir(), "keel-migrate-"));
    const path = join(dir, "2025-01-01T00-00-00-000Z_old.jsonl");
    writeFileSync(path, V0_FILE);
    const opened = SessionFile.open(path, { migrations: [V0_TO_V1] });
    if (!opened.ok) throw new Error(JSON.stringify(opened.diagnostics));
    const { session } = opened;
    expect(session.header).toMatchObject({ version: 1, cwd: "/old/project" });
    expect(session.buildContext().messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(readFileSync(path, "utf8")).toBe(V0_FILE);

    session.appendMessage({ role: "user", content: "new", timestamp: 3 });
    session.close();
    expect(readFileSync(`${path}.v0.bak`, "utf8")).toBe(V0_FILE);
    expect(existsSync(path)).toBe(true);
    const reopened = SessionFile.open(path);
    if (!reopened.ok) throw new Error(JSON.stringify(reopened.diagnostics));
    expect(reopened.diagnostics).toEqual([]);
    expect(reopened.session.header.version).toBe(1);
    expect(reopened.session.buildContext().messages).toHaveLength(3);
  });
});
