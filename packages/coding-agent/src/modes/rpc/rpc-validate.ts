import type { ErrorObject, ValidateFunction } from "ajv";
import { compileSchema } from "../../validation/compile-schema.js";
import {
  type ExtensionUiResponse,
  ExtensionUiResponseSchema,
  RPC_COMMAND_SCHEMAS,
  RPC_COMMAND_TYPES,
  type RpcCommand,
  type RpcCommandType,
} from "./rpc-commands.js";

/** What one stdin line is: a command, a dialog answer, or why it is neither. */
export type ParsedRpcLine =
  | { kind: "command"; command: RpcCommand }
  | { kind: "ui-response"; response: ExtensionUiResponse }
  /** `command` is `parse` for a line that is not a JSON object, else the `type` the line gave. */
  | { kind: "invalid"; id?: string; command: string; error: string };

// Compiled once, on first use (Ajv compiles each schema a single time).
let validators: Map<string, ValidateFunction> | undefined;
let uiValidator: ValidateFunction | undefined;

function validatorOf(type: RpcCommandType): ValidateFunction {
  validators ??= new Map(RPC_COMMAND_TYPES.map((name) => [name, compileSchema(RPC_COMMAND_SCHEMAS[name])]));
  return validators.get(type) as ValidateFunction;
}

function describe(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => {
      const where = error.instancePath === "" ? "the command" : `"${error.instancePath.slice(1).replace(/\//g, ".")}"`;
      const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
      if (error.keyword === "additionalProperties")
        return `${where} has an unknown field "${params.additionalProperty}"`;
      if (error.keyword === "enum") return `${where} must be one of ${(params.allowedValues ?? []).join(", ")}`;
      return `${where} ${error.message ?? "is invalid"}`;
    })
    .join("; ");
}

const isKnown = (type: string): type is RpcCommandType => Object.hasOwn(RPC_COMMAND_SCHEMAS, type);

/**
 * Reads one line of the RPC stream. A line that is not JSON, not an
 * object, names no known command, or has bad arguments is `invalid`, with
 * a sentence saying what was wrong and what to send instead.
 */
export function parseRpcLine(line: string): ParsedRpcLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return {
      kind: "invalid",
      command: "parse",
      error: `Failed to parse command: ${(error as Error).message}. Send one JSON object per line.`,
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { kind: "invalid", command: "parse", error: 'a command must be a JSON object with a string "type"' };
  }
  const record = value as Record<string, unknown>;
  const id = typeof record.id === "string" ? record.id : undefined;
  const withId = id === undefined ? {} : { id };
  const type = record.type;
  if (typeof type !== "string") {
    return { kind: "invalid", ...withId, command: "parse", error: 'a command needs a string "type", e.g. "get_state"' };
  }
  if (type === "extension_ui_response") {
    uiValidator ??= compileSchema(ExtensionUiResponseSchema);
    if (!uiValidator(record)) {
      return {
        kind: "invalid",
        ...withId,
        command: type,
        error: `bad extension_ui_response: ${describe(uiValidator.errors)}`,
      };
    }
    return { kind: "ui-response", response: record as ExtensionUiResponse };
  }
  if (!isKnown(type)) {
    return {
      kind: "invalid",
      ...withId,
      command: type,
      error: `unknown command "${type}"; the commands are ${RPC_COMMAND_TYPES.join(", ")}`,
    };
  }
  if (record.id !== undefined && id === undefined) {
    return { kind: "invalid", command: type, error: '"id" must be a string' };
  }
  const validate = validatorOf(type);
  if (!validate(record)) {
    return {
      kind: "invalid",
      ...withId,
      command: type,
      error: `bad arguments for "${type}": ${describe(validate.errors)}`,
    };
  }
  return { kind: "command", command: record as RpcCommand };
}
