export type { AssistantMessageEventSink } from "./assistant-message-builder.js";
export { AssistantMessageBuilder } from "./assistant-message-builder.js";
export type { Context, JsonSchema, Tool } from "./context.js";
export { errorMessageFor } from "./empty-assistant-message.js";
export type { AssistantMessageStreamLike } from "./event-stream.js";
export { AssistantMessageEventStream, EventStream } from "./event-stream.js";
export type { AssistantMessageEvent, AssistantMessageEventType } from "./events.js";
export type { JsonParseError, JsonParseResult, ToolArgumentsResult } from "./json/incremental-json-parser.js";
export { finishToolArguments, IncrementalJsonParser, parseToolArguments } from "./json/incremental-json-parser.js";
export type {
  AssistantMessage,
  ImageContent,
  JsonObject,
  Message,
  StopReason,
  TextContent,
  ThinkingContent,
  ToolCall,
  ToolResultMessage,
  UserMessage,
} from "./messages.js";
export type { Api, KnownApi, Model, ModelCompat, ModelCost, ThinkingLevel } from "./model.js";
export type { KnownModelId, KnownProvider } from "./models/builtin-models.js";
export { BUILTIN_MODELS_DATE } from "./models/builtin-models.js";
export type { LoadedModelsFile } from "./models/load-models-file.js";
export { loadModelsFile } from "./models/load-models-file.js";
export type { CustomProviders, ProviderArg, ProviderName } from "./models/model-registry.js";
export { getModel, getModels, getProviders, requireModel } from "./models/model-registry.js";
export type { ModelConfig, ModelsConfig, ProviderConfig } from "./models/models-config.js";
export type { ModelsConfigIssue } from "./models/models-config-error.js";
export { ModelsConfigError } from "./models/models-config-error.js";
export { registerModels } from "./models/register-models.js";
export type { ProviderErrorInfo, ProviderErrorKind } from "./provider-error.js";
export { isRetryableKind, ProviderError } from "./provider-error.js";
export { complete, failedStream, getRegisteredApis, registerProvider, stream } from "./provider-registry.js";
export { streamAnthropic } from "./providers/anthropic/stream.js";
export { streamGoogle } from "./providers/google/stream.js";
export { streamOpenAICompletions } from "./providers/openai-completions/stream.js";
export { streamOpenAIResponses } from "./providers/openai-responses/stream.js";
export { envApiKeyNames, isLocalBaseUrl } from "./providers/shared/api-key.js";
export type { SdkPackage } from "./providers/shared/load-sdk.js";
export { provideSdk } from "./providers/shared/load-sdk.js";
export type { RetryEvent, RetryPolicy } from "./retry/retry-policy.js";
export { DEFAULT_RETRY_POLICY, isRetryableByDefault } from "./retry/retry-policy.js";
export { withRetry } from "./retry/with-retry.js";
export type { StreamFunction } from "./stream-function.js";
export type { StreamOptions } from "./stream-options.js";
export type { Usage, UsageCost } from "./usage.js";
export { calculateCost, emptyUsage } from "./usage.js";
export { prepareToolValidation } from "./validation/compiled-validator.js";
export type { ValidatableTool, ValidationIssue, ValidationResult } from "./validation/validate-tool-arguments.js";
export { validateToolArguments } from "./validation/validate-tool-arguments.js";
