import { ModelCompatSchema } from "./compat.js";

/**
 * JSON Schema of a models config (`~/.keel/models.json`). Its `compat` part
 * is the TypeBox schema the compat flags are declared in
 * (`ModelCompatSchema`), so the type, this schema and the merge cannot
 * drift apart. Unknown properties are errors: a misspelt field would
 * otherwise be silently ignored.
 */
export const MODELS_CONFIG_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["providers"],
  properties: {
    $schema: { type: "string" },
    providers: {
      type: "object",
      propertyNames: { type: "string", minLength: 1 },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["baseUrl", "api", "models"],
        properties: {
          baseUrl: { type: "string", pattern: "^https?://" },
          api: { type: "string", minLength: 1 },
          apiKeyEnv: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          compat: ModelCompatSchema,
          models: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              additionalProperties: false,
              required: ["id"],
              properties: {
                id: { type: "string", minLength: 1 },
                name: { type: "string", minLength: 1 },
                contextWindow: { type: "integer", minimum: 1 },
                maxTokens: { type: "integer", minimum: 1 },
                reasoning: { type: "boolean" },
                input: {
                  type: "array",
                  minItems: 1,
                  uniqueItems: true,
                  items: { type: "string", enum: ["text", "image"] },
                },
                cost: {
                  type: "object",
                  additionalProperties: false,
                  properties: {
                    input: { type: "number", minimum: 0 },
                    output: { type: "number", minimum: 0 },
                    cacheRead: { type: "number", minimum: 0 },
                    cacheWrite: { type: "number", minimum: 0 },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
