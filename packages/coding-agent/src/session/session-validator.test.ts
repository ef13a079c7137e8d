import { Type } from "typebox";
import { Compile } from "typebox/compile";
import { describe, expect, it } from "vitest";
import { SessionFile } from "./session-file.js";
import { MessageEntrySchema, SESSION_ENTRY_SCHEMAS, SessionLineSchema } from "./session-schema.js";
import { SESSION_LINE_KINDS, validateSessionLine } from "./session-validator.js";
import { assistant, user } from "./test-support/messages.js";

const base = { id: "e1", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" };
const header = { type: "session", version: 1, id: "s1", timestamp: base.timestamp, cwd: "/w" };
const samples: unknown[] = [
  header,
  { ...header, version: -1 },
  { type: "message", ...base, message: user("hi") },
  { type: "message", ...base, message: assistant("hello") },
  { type: "message", ...base, message: { role: "user", content: 3 } },
  { type: "message", ...base, message: { role: "robot", content: "x" } },
  { type: "label", ...base, targetId: "e0", label: "here" },
  { type: "label", ...base },
  { type: "custom", ...base, customType: "audit", data: { any: ["thing"] } },
  { type: "custom", ...base, customType: "" },
  { type: "session_info", ...base, name: "n" },
  { type: "nope", ...base },
  { ...base },
  "a string",
  null,
];

describe("validateSessionLine", () => {
  it("accepts exactly the lines the session line schema accepts", () => {
    const union = Compile(SessionLineSchema);
    for (const line of samples)
      expect(validateSessionLine(line).length === 0, JSON.stringify(line)).toBe(union.Check(line));
  });

  it("describes tool-call arguments exactly as Type.Record(Type.String(), Type.Unknown()) would", () => {
    // session-schema.ts writes that schema as plain JSON (the Record builder is heavy at start-up).
    const record = JSON.stringify(Type.Record(Type.String(), Type.Unknown()));
    expect(JSON.stringify(MessageEntrySchema)).toContain(`"arguments":${record}`);
  });

  it("knows one kind per entry schema, told apart by its type", () => {
    expect(SESSION_LINE_KINDS).toEqual(["session", ...SESSION_ENTRY_SCHEMAS.map((s) => s.properties.type.const)]);
    expect(new Set(SESSION_LINE_KINDS).size).toBe(SESSION_LINE_KINDS.length);
  });

  it("reports the problem of the kind the line names, not every other kind's fields", () => {
    expect(validateSessionLine({ type: "message", ...base, message: { role: "user", content: 3 } })).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "/message/content" })]),
    );
    expect(validateSessionLine({ type: "label", ...base })).toEqual([{ path: "/targetId", message: "is required" }]);
  });

  it("reports a message whose role matches no message shape (it used to pass as valid)", () => {
    const issues = validateSessionLine({ type: "message", ...base, message: { role: "robot", content: "x" } });
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: "/message/role" })]));
  });

  it("names the kinds when the line's type is unknown or missing", () => {
    const [issue] = validateSessionLine({ type: "nope" });
    expect(issue?.path).toBe("/type");
    expect(issue?.message).toContain('unknown line kind ("type" "nope"); expected one of session, message');
    expect(validateSessionLine({})[0]?.message).toContain('no "type"');
  });

  it("makes SessionFile refuse to write an invalid entry, keeping what was written", () => {
    const session = SessionFile.create({ cwd: "/w" });
    session.appendMessage(user("kept"));
    expect(() => session.append({ type: "label", targetId: "" } as never)).toThrow(
      /Refusing to write an invalid "label" session entry: \/targetId/,
    );
    expect(session.entries.map((entry) => entry.type)).toEqual(["message"]);
  });
});
