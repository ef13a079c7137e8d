export type { Context, JsonSchema, Tool } from "./context.js";
export type { AssistantMessageStreamLike } from "./event-stream.js";
export { AssistantMessageEventStream, EventStream } from "./event-stream.js";
export type { AssistantMessageEvent, AssistantMessageEventType } from "./events.js";
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
export type { ProviderErrorInfo, ProviderErrorKind } from "./provider-error.js";
export { isRetryableKind, kindFromHttpStatus, ProviderError, parseRetryAfter } from "./provider-error.js";
export type { LazyStreamFunction, StreamFunction } from "./provider-registry.js";
export {
  complete,
  errorMessageFor,
  failedStream,
  getRegisteredApis,
  registerLazyProvider,
  registerProvider,
  stream,
} from "./provider-registry.js";
export type { StreamOptions } from "./stream-options.js";
export type { Usage, UsageCost } from "./usage.js";
export { calculateCost, emptyUsage } from "./usage.js";
