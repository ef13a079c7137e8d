import { type Static, Type } from "typebox";
import type { ModelCompat } from "./model-compat.js";

/**
 * The compat flags of OpenAI-compatible servers as a schema: the `compat`
 * part of the `models.json` JSON Schema (and so its validation). The
 * {@link ModelCompat} type and the flag list the resolution walks live in
 * `model-compat.ts`, which loads no TypeBox (the loop path imports it); the
 * compiler holds the two to the same flags ({@link SchemaMatchesType} below),
 * so adding a flag here without adding it there fails the build.
 */
export const ModelCompatSchema = Type.Object(
  {
    maxTokensField: Type.Optional(
      Type.Enum(["max_completion_tokens", "max_tokens"], {
        description: "Send `max_completion_tokens` (OpenAI) or `max_tokens` (most other servers).",
      }),
    ),
    supportsUsageInStreaming: Type.Optional(
      Type.Boolean({ description: "The server accepts `stream_options: { include_usage: true }`." }),
    ),
    supportsDeveloperRole: Type.Optional(
      Type.Boolean({ description: "The server accepts the `developer` role for system prompts on reasoning models." }),
    ),
    supportsReasoningEffort: Type.Optional(Type.Boolean({ description: "The server accepts `reasoning_effort`." })),
    supportsStrictMode: Type.Optional(Type.Boolean({ description: "The server accepts `strict` on function tools." })),
    reasoningField: Type.Optional(
      Type.Enum(["reasoning_content", "reasoning"], {
        description: "Field in which the server streams reasoning text (and takes it back on replay).",
      }),
    ),
    maxToolCallIdLength: Type.Optional(
      Type.Integer({ minimum: 1, description: "Longest tool-call id the server accepts (Mistral: 9)." }),
    ),
  },
  { additionalProperties: false },
);

/** Fails to compile when the schema and {@link ModelCompat} declare different flags or values. */
type SchemaMatchesType = [Static<typeof ModelCompatSchema>, ModelCompat] extends [
  ModelCompat,
  Static<typeof ModelCompatSchema>,
]
  ? true
  : never;
/** @internal */
export const COMPAT_SCHEMA_MATCHES_TYPE: SchemaMatchesType = true;
