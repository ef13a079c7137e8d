import { type Static, Type } from "typebox";

/** The schema of a `response` record: exactly one per command, `id` repeated. */
export const RpcResponseSchema = Type.Union([
  Type.Object({
    id: Type.Optional(Type.String()),
    type: Type.Literal("response"),
    command: Type.String({ description: "The command's type; `parse` for a line that was not a command." }),
    success: Type.Literal(true),
    data: Type.Optional(Type.Unknown()),
  }),
  Type.Object({
    id: Type.Optional(Type.String()),
    type: Type.Literal("response"),
    command: Type.String(),
    success: Type.Literal(false),
    error: Type.String({ description: "What was wrong and what to do instead." }),
  }),
]);

/** A `response` record. */
export type RpcResponse = Static<typeof RpcResponseSchema>;

/** Output of a running `bash` command (RPC-only event), carrying the command's `id`. */
export interface BashExecutionUpdate {
  type: "bash_execution_update";
  id?: string;
  delta: string;
}

/** Builds a success response. */
export function success(command: string, id: string | undefined, data?: unknown): RpcResponse {
  return {
    ...(id === undefined ? {} : { id }),
    type: "response",
    command,
    success: true,
    ...(data === undefined ? {} : { data }),
  };
}

/** Builds an error response. */
export function failure(command: string, id: string | undefined, error: string): RpcResponse {
  return { ...(id === undefined ? {} : { id }), type: "response", command, success: false, error };
}
