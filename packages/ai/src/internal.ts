/**
 * `@keel/ai/internal`: plumbing shared by Keel's own packages and tests —
 * schema adapters, message replay, compiled validators, HTTP error helpers,
 * the lazy adapter registry. Used only inside the Keel repository: not
 * covered by semver, any of it may change in any release. Build on
 * `@keel/ai` and `@keel/ai/testing` instead.
 *
 * @packageDocumentation
 */
export { schemaRecord } from "./context.js";
export { ModelCompatSchema } from "./models/compat.js";
export type { ModelCompatFlag, ResolvedChatCompat } from "./models/model-compat.js";
export { resolveChatCompat } from "./models/model-compat.js";
export { getProviderApiKeyEnv } from "./models/model-registry.js";
export { kindFromHttpStatus, parseRetryAfter } from "./provider-error.js";
export { registerLazyProvider } from "./provider-registry.js";
export type { AnthropicInputSchema } from "./schema/anthropic-schema.js";
export { toAnthropicInputSchema } from "./schema/anthropic-schema.js";
export { GEMINI_DROPPED_KEYWORDS, toGeminiSchema } from "./schema/gemini-schema.js";
export type { SchemaTarget } from "./schema/schema-adaptation-error.js";
export { SchemaAdaptationError } from "./schema/schema-adaptation-error.js";
export { stringRecordSchema } from "./schema/string-record-schema.js";
export type { LazyStreamFunction } from "./stream-function.js";
export { isSameModel } from "./transform/content.js";
export type { ToolCallIdRules } from "./transform/tool-call-id.js";
export { isValidToolCallId, toolCallIdRules } from "./transform/tool-call-id.js";
export { MISSING_TOOL_RESULT_TEXT, transformMessages } from "./transform/transform-messages.js";
export type { CompiledValidator } from "./validation/compiled-validator.js";
export { getCompiledValidator } from "./validation/compiled-validator.js";
export type { StandaloneValidatorsOptions } from "./validation/standalone-validators.js";
export { renderStandaloneValidators } from "./validation/standalone-validators.js";
