// Test helpers of @keel/coding-agent: drive the real `keel` binary against a
// scripted model on a loopback server. Not part of the stable API.

export type { FileState } from "./file-tree.js";
export { readTree, treeObject } from "./file-tree.js";
export { openAIChatFrames } from "./openai-chat-frames.js";
export type { RequestBarrier, RouteOptions, ScriptedModelServer } from "./scripted-model-server.js";
export { createRequestBarrier, startScriptedModelServer } from "./scripted-model-server.js";
export type { ScriptedToolCall, ScriptedTurn } from "./scripted-turn.js";
export { replyText, replyToolCalls } from "./scripted-turn.js";
