import { stringRecordSchema } from "@keel/ai/internal";
import { type Static, Type } from "typebox";

/** The `oauth` block of an HTTP server entry. */
export const OAuthEntrySchema = Type.Object(
  {
    clientId: Type.Optional(Type.String({ minLength: 1 })),
    clientSecret: Type.Optional(Type.String()),
    /** Space-separated string or a list. */
    scopes: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
    /** Loopback port of the redirect (`http://127.0.0.1:<port>/callback`); default a free port. */
    callbackPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    /** Name sent at dynamic client registration. Default `keel`. */
    clientName: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);

/**
 * One entry of an `mcpServers` object, as Claude Desktop, Claude Code and
 * Cursor write it. Keys other clients add (e.g. `alwaysAllow`) are kept and
 * ignored.
 */
export const ServerEntrySchema = Type.Object({
  type: Type.Optional(Type.String()),
  command: Type.Optional(Type.String({ minLength: 1 })),
  args: Type.Optional(Type.Array(Type.String())),
  env: Type.Optional(stringRecordSchema(Type.String())),
  cwd: Type.Optional(Type.String()),
  url: Type.Optional(Type.String({ minLength: 1 })),
  headers: Type.Optional(stringRecordSchema(Type.String())),
  enabled: Type.Optional(Type.Boolean()),
  /** Per-request timeout in seconds; a progress notification resets it. Default 60. */
  timeout: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  description: Type.Optional(Type.String()),
  exposure: Type.Optional(Type.Union([Type.Literal("direct"), Type.Literal("deferred")])),
  oauth: Type.Optional(OAuthEntrySchema),
});

/** One raw `mcpServers` entry. */
export type ServerEntry = Static<typeof ServerEntrySchema>;
