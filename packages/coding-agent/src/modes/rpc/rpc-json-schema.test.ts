import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { RPC_COMMAND_TYPES } from "./rpc-commands.js";
import { RPC_JSON_SCHEMA_FILE, renderRpcJsonSchema } from "./rpc-json-schema.js";
import { EXAMPLES } from "./test-support/command-examples.js";

const shipped = fileURLToPath(new URL(`../../../${RPC_JSON_SCHEMA_FILE}`, import.meta.url));

describe("schema/rpc.schema.json", () => {
  it("is up to date with the TypeBox schemas (regenerate: pnpm exec tsx scripts/generate-rpc-schema.ts)", () => {
    expect(JSON.parse(readFileSync(shipped, "utf8"))).toEqual(JSON.parse(renderRpcJsonSchema()));
  });

  it("accepts every example command and rejects bad ones, as RPC mode does", () => {
    const validate = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(shipped, "utf8")));
    for (const type of RPC_COMMAND_TYPES) expect(validate({ id: "1", type, ...EXAMPLES[type] }), type).toBe(true);
    expect(validate({ type: "extension_ui_response", id: "u", cancelled: true })).toBe(true);
    expect(validate({ type: "set_thinking_level", level: "huge" })).toBe(false);
    expect(validate({ type: "launch" })).toBe(false);
  });
});
