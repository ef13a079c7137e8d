import type { McpElicitationHandler, McpEvent } from "@keel/mcp";
import type { SubagentEvent } from "../../agents/subagent-runner.js";
import type { ExtensionUI, NotifyLevel } from "../../extensions/extension-api.js";
import { elicitWithDialogs } from "../../mcp/elicit-with-dialogs.js";
import type { PermissionPrompter } from "../../permissions/permission-prompter.js";
import { mcpNotices } from "./mcp-notices.js";

/** An {@link ExtensionUI} to hand to the session before the screen exists, and the call that connects it. */
export interface ExtensionUiBridge {
  ui: ExtensionUI;
  /** Where the session's extension problems go (as notices on the screen, never raw on the terminal). */
  stderr: { write(text: string): boolean };
  /** MCP server events (`createAgentSession({ mcp: { onEvent } })`): failures and reconnects become notices. */
  mcpEvent: (event: McpEvent) => void;
  /** MCP elicitation requests (`createAgentSession({ mcp: { elicit } })`): a dialog per field; Esc declines. */
  elicit: McpElicitationHandler;
  /** Answers tool calls that need approval, with a dialog once the screen is up. */
  permissionPrompter: PermissionPrompter;
  /** Subagents' events (`createAgentSession({ onSubagentEvent })`): blocks under their `task` calls once the screen is up. */
  subagentEvent: (event: SubagentEvent) => void;
  /** Connects the screen's UI (and where subagent events go); calls made before it wait for it. */
  attach(target: ExtensionUI, permissions?: PermissionPrompter, subagents?: (event: SubagentEvent) => void): void;
}

/**
 * The extensions' `ctx.ui` for the terminal UI. The session (and so its
 * extensions) starts before the screen does; a dialog an extension asks
 * for at start-up opens once the screen is up.
 */
export function createExtensionUiBridge(): ExtensionUiBridge {
  let target: ExtensionUI | undefined;
  let prompter: PermissionPrompter | undefined;
  let subagents: ((event: SubagentEvent) => void) | undefined;
  const waiting: ((ui: ExtensionUI) => void)[] = [];
  const withUi = <T>(call: (ui: ExtensionUI) => Promise<T>): Promise<T> =>
    target ? call(target) : new Promise<T>((resolve) => waiting.push((ui) => void call(ui).then(resolve)));
  const notify = (message: string, level?: NotifyLevel) => {
    if (target) target.notify(message, level);
    else waiting.push((ui) => ui.notify(message, level));
  };
  const ui: ExtensionUI = {
    select: (title, options) => withUi((ui) => ui.select(title, options)),
    confirm: (title, message) => withUi((ui) => ui.confirm(title, message)),
    input: (title, placeholder) => withUi((ui) => ui.input(title, placeholder)),
    notify,
  };
  return {
    mcpEvent: mcpNotices(notify),
    elicit: elicitWithDialogs(ui, { onUnsupported: (message) => notify(message, "warning") }),
    ui,
    // Before the screen is up no subagent runs (prompts are sent once it is): nothing to keep.
    subagentEvent: (event) => subagents?.(event),
    permissionPrompter: (prompt, signal) =>
      prompter
        ? prompter(prompt, signal)
        : new Promise((resolve) =>
            waiting.push(() => {
              if (prompter) void prompter(prompt, signal).then(resolve);
              else resolve({ kind: "deny", reason: "no terminal UI is attached to answer" });
            }),
          ),
    stderr: {
      write(text: string) {
        const message = text.replace(/\n+$/, "").replace(/^keel: /, "");
        if (message === "") return true;
        if (target) target.notify(message, "warning");
        else waiting.push((ui) => ui.notify(message, "warning"));
        return true;
      },
    },
    attach(ui, permissions, onSubagent) {
      target = ui;
      prompter = permissions;
      subagents = onSubagent;
      for (const call of waiting.splice(0)) call(ui);
    },
  };
}
