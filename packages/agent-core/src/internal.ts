// `@keel/agent-core/internal`: building blocks of the loop and the Agent that
// other Keel packages use. Not covered by semver: they may change in any
// release. Applications should import from `@keel/agent-core` only.

export { MessageQueue } from "./message-queue.js";
export { assertModel, modelProblem } from "./model-check.js";
export { assertUniqueToolNames } from "./tool-names.js";
