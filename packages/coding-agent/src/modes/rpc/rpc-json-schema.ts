import { ExtensionUiResponseSchema, RPC_COMMAND_SCHEMAS, RPC_COMMAND_TYPES } from "./rpc-commands.js";
import { RpcResponseSchema } from "./rpc-frames.js";

/** Where the generated JSON Schema of RPC mode's records lives inside the package. */
export const RPC_JSON_SCHEMA_FILE = "schema/rpc.schema.json";

/**
 * The JSON Schema text of every record RPC mode reads (each command, and
 * `extension_ui_response`) and of its `response` frame, generated from the
 * TypeBox schemas, for clients in other languages. A test fails when the
 * shipped file is out of date; regenerate it with
 * `pnpm exec tsx scripts/generate-rpc-schema.ts` in the package folder.
 */
export function renderRpcJsonSchema(): string {
  const plain = (schema: object): object => JSON.parse(JSON.stringify(schema));
  const definitions: Record<string, object> = {};
  for (const type of RPC_COMMAND_TYPES) definitions[type] = plain(RPC_COMMAND_SCHEMAS[type]);
  definitions.extension_ui_response = plain(ExtensionUiResponseSchema);
  definitions.response = plain(RpcResponseSchema);
  const schema = {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "Keel RPC mode: a line on stdin (a command or an extension_ui_response)",
    anyOf: [...RPC_COMMAND_TYPES, "extension_ui_response"].map((name) => ({ $ref: `#/definitions/${name}` })),
    definitions,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
