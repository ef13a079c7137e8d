import { describe, expect, it } from "vitest";
import { RPC_COMMAND_TYPES } from "./rpc-commands.js";
import { parseRpcLine } from "./rpc-validate.js";
import { EXAMPLES } from "./test-support/command-examples.js";

describe("parseRpcLine", () => {
  it.each(RPC_COMMAND_TYPES)("accepts a valid %s command, with and without an id", (type) => {
    const command = { type, ...EXAMPLES[type] };
    expect(parseRpcLine(JSON.stringify(command))).toEqual({ kind: "command", command });
    const withId = { id: "req-1", ...command };
    expect(parseRpcLine(JSON.stringify(withId))).toEqual({ kind: "command", command: withId });
  });

  it("bad input: says what was wrong, keeping the id and the command name", () => {
    expect(parseRpcLine("{nope")).toMatchObject({ kind: "invalid", command: "parse" });
    expect(parseRpcLine("null")).toMatchObject({
      kind: "invalid",
      command: "parse",
      error: expect.stringContaining("JSON object"),
    });
    expect(parseRpcLine('{"id":"a","type":"fly"}')).toMatchObject({
      kind: "invalid",
      id: "a",
      command: "fly",
      error: expect.stringContaining('unknown command "fly"'),
    });
    expect(parseRpcLine('{"id":"b","type":"set_model","provider":"x"}')).toEqual({
      kind: "invalid",
      id: "b",
      command: "set_model",
      error: "bad arguments for \"set_model\": the command must have required property 'modelId'",
    });
    expect(parseRpcLine('{"type":"set_steering_mode","mode":"some"}')).toMatchObject({
      error: 'bad arguments for "set_steering_mode": "mode" must be one of all, one-at-a-time',
    });
    expect(parseRpcLine('{"type":"prompt","message":"x","images":[{"type":"image"}]}')).toMatchObject({
      error: expect.stringContaining('"images.0" must have required property'),
    });
    expect(parseRpcLine('{"type":"abort","force":true}')).toMatchObject({
      error: 'bad arguments for "abort": the command has an unknown field "force"',
    });
    expect(parseRpcLine('{"type":"abort","id":1}')).toMatchObject({ error: '"id" must be a string' });
  });

  it("routes extension_ui_response records, checking their shape", () => {
    expect(parseRpcLine('{"type":"extension_ui_response","id":"u1","confirmed":true}')).toEqual({
      kind: "ui-response",
      response: { type: "extension_ui_response", id: "u1", confirmed: true },
    });
    expect(parseRpcLine('{"type":"extension_ui_response","id":"u1","value":3}')).toMatchObject({
      kind: "invalid",
      command: "extension_ui_response",
      error: 'bad extension_ui_response: "value" must be string',
    });
  });
});
