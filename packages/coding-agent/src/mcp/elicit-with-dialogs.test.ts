import { describe, expect, it } from "vitest";
import { type ElicitationDialogs, elicitationFields, elicitWithDialogs } from "./elicit-with-dialogs.js";

/** Dialogs that answer from a script and record what they were asked. */
function scripted(answers: (string | undefined)[]) {
  const asked: { kind: "select" | "input"; title: string; options?: string[]; placeholder?: string }[] = [];
  const next = () => answers.shift();
  const dialogs: ElicitationDialogs = {
    select: async (title, options) => {
      asked.push({ kind: "select", title, options });
      return next();
    },
    input: async (title, placeholder) => {
      asked.push({ kind: "input", title, ...(placeholder !== undefined ? { placeholder } : {}) });
      return next();
    },
  };
  return { dialogs, asked };
}

const SCHEMA = {
  type: "object",
  properties: {
    name: { type: "string", title: "Name", description: "Your name", minLength: 2 },
    age: { type: "integer", minimum: 0, maximum: 150 },
    agree: { type: "boolean", title: "Agree" },
    pet: { type: "string", enum: ["pet-1", "pet-2"], enumNames: ["Cats", "Dogs"] },
    hero: { type: "string", oneOf: [{ const: "h1", title: "Superman" }] },
    tools: { type: "array", items: { type: "string", enum: ["Guitar", "Piano"] }, maxItems: 2, default: ["Guitar"] },
  },
  required: ["name", "age", "agree", "pet"],
};

const request = { server: "s", message: "Tell us", requestedSchema: SCHEMA };
const signal = new AbortController().signal;

describe("elicitWithDialogs", () => {
  it("asks one field after another, typed by the schema, re-asking a bad answer with what was wrong", async () => {
    const { dialogs, asked } = scripted(["A", "Ada", "old", "36.5", "36", "Yes", "Dogs", "(leave unset)", ""]);
    const result = await elicitWithDialogs(dialogs)(request, signal);
    expect(result).toEqual({
      action: "accept",
      content: { name: "Ada", age: 36, agree: true, pet: "pet-2", tools: ["Guitar"] },
    });
    expect(asked.map((a) => a.kind)).toEqual([
      "input",
      "input",
      "input",
      "input",
      "input",
      "select",
      "select",
      "select",
      "input",
    ]);
    expect(asked[0]?.title).toBe('Name — MCP server "s": Tell us');
    expect(asked[1]?.title).toContain("(give at least 2 characters)");
    expect(asked[3]?.title).toContain('("old" is not a number)');
    expect(asked[4]?.title).toContain('("36.5" is not a whole number)');
    expect(asked[6]?.options).toEqual(["Cats", "Dogs"]);
    expect(asked[7]?.options).toEqual(["Superman", "(leave unset)"]);
    expect(asked[8]?.placeholder).toContain("comma-separated, from: Guitar, Piano");
  });

  it("a dismissed dialog (Esc, an RPC cancel or timeout) declines; an aborted request cancels", async () => {
    expect(await elicitWithDialogs(scripted(["Ada", undefined]).dialogs)(request, signal)).toEqual({
      action: "decline",
    });
    const aborted = new AbortController();
    aborted.abort();
    expect(await elicitWithDialogs(scripted(["Ada"]).dialogs)(request, aborted.signal)).toEqual({ action: "cancel" });
  });

  it("a field it cannot ask for declines the request and says why", async () => {
    const said: string[] = [];
    const odd = {
      server: "s",
      message: "m",
      requestedSchema: { type: "object", properties: { o: { type: "object" } } },
    };
    const result = await elicitWithDialogs(scripted([]).dialogs, { onUnsupported: (m) => said.push(m) })(odd, signal);
    expect(result).toEqual({ action: "decline" });
    expect(said[0]).toContain('field "o" has a type keel cannot ask for ("object")');
    expect(elicitationFields({ properties: { x: { type: "string" } } })).toMatchObject({ ok: true });
  });
});
