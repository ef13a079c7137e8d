export { createFaux, createFauxModel } from "./faux-provider.js";
export type { Faux, FauxOptions } from "./faux-provider.js";
export { fauxAborted, fauxError, fauxResponse, fauxText, fauxThinking, fauxToolCall } from "./faux-script.js";
export type { FauxBlock, FauxRequest, FauxResponse, FauxScriptEntry } from "./faux-script.js";
export { createAssistantMessage, eventsForMessage, streamForMessage } from "./message-events.js";
export type { MessageEventsOptions } from "./message-events.js";
