/**
 * `@keel/agent-core/internal`: building blocks of the loop and the Agent that
 * other Keel packages use. Used only inside the Keel repository: not covered
 * by semver, any of it may change in any release. Applications import from
 * `@keel/agent-core` only.
 *
 * @packageDocumentation
 */

export { MessageQueue } from "./message-queue.js";
export { assertModel, modelProblem } from "./model-check.js";
export { assertUniqueToolNames } from "./tool-names.js";
