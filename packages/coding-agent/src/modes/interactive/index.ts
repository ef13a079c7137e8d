// The interactive terminal UI of the coding agent, loaded only in
// interactive mode (`@keel/coding-agent/interactive`): Ink and React stay
// out of print and JSON runs.

export type { ExtensionUiBridge } from "./extension-ui-bridge.js";
export { createExtensionUiBridge } from "./extension-ui-bridge.js";
export type { InteractiveModeOptions } from "./run-interactive-mode.js";
export { runInteractiveMode } from "./run-interactive-mode.js";
