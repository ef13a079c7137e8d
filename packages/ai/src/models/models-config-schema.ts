/**
 * JSON Schema of a models config (`~/.keel/models.json`), as a plain object
 * so `@keel/ai` needs no schema builder at run time. Unknown properties
 * are errors: a misspelt field would otherwise be silently ignored.
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
          compat: {
            type: "object",
            additionalProperties: false,
            properties: {
              maxTokensField: { type: "string", enum: ["max_completion_tokens", "max_tokens"] },
              supportsUsageInStreaming: { type: "boolean" },
              supportsDeveloperRole: { type: "boolean" },
              supportsReasoningEffort: { type: "boolean" },
              supportsStrictMode: { type: "boolean" },
              reasoningField: { type: "string", enum: ["reasoning_content", "reasoning"] },
              maxToolCallIdLength: { type: "integer", minimum: 1 },
            },
          },
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
