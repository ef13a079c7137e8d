import type { AnyAgentTool } from "@keel/agent-core";
import type { ImageContent, UserMessage } from "@keel/ai";
import type { AgentSession, PromptHooks } from "../agent-session/agent-session.js";
import type { AgentSessionEvent } from "../agent-session/session-events.js";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import type { ExtensionMode, ExtensionUI } from "../extensions/extension-api.js";
import type { ExtensionHost } from "../extensions/extension-host.js";
import { ExtensionRunner } from "../extensions/extension-runner.js";
import { createHeadlessUI, type TextSink } from "../extensions/headless-ui.js";
import { parseSlashCommand } from "../resources/slash-command.js";
import { createSessionHost, type SessionHost } from "./session-host.js";

/** Inputs of {@link loadSessionExtensions}. */
export interface SessionExtensionsOptions {
  paths: readonly string[];
  mode: ExtensionMode;
  cwd: string;
  trusted: boolean;
  ui?: ExtensionUI;
  stderr: TextSink;
  /** Import aliases for extensions (default: Keel's own packages, see `resolveKeelAliases`). */
  aliases?: Record<string, string>;
  /** The session's tools: the extensions' tools join it once they are loaded. */
  catalog: ToolCatalog;
  /** The extensions' `exec` (the sandbox's, when one is in force). */
  exec?: ExtensionHost["exec"];
}

/** Loaded extensions, bound to a session once it exists. */
export interface SessionExtensions {
  runner: ExtensionRunner;
  host: SessionHost;
  /** The tools the extensions registered, and which start active. */
  tools: { tool: AnyAgentTool; defaultActive: boolean; extensionPath: string }[];
  /** The prompt hooks for `AgentSession` (`input`, `before_agent_start`). */
  promptHooks: PromptHooks;
  /** Forwards a session event to the extensions' handlers. */
  forward(event: AgentSessionEvent): Promise<void>;
}

const FORWARDED = new Set<AgentSessionEvent["type"]>([
  "agent_start",
  "agent_end",
  "turn_start",
  "turn_end",
  "message_start",
  "message_update",
  "message_end",
  "tool_execution_start",
  "tool_execution_update",
  "tool_execution_end",
]);

function textAndImages(message: UserMessage): { text: string; images: ImageContent[] | undefined } {
  if (typeof message.content === "string") return { text: message.content, images: undefined };
  const text = message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
  const images = message.content.filter((part): part is ImageContent => part.type === "image");
  return { text, images: images.length > 0 ? images : undefined };
}

/**
 * Loads the session's extensions (jiti is imported only now, when there
 * are some) with a host that acts on the live session once attached; the
 * tools they register join the catalog.
 * A broken extension is reported on `stderr` and left out.
 */
export async function loadSessionExtensions(options: SessionExtensionsOptions): Promise<SessionExtensions> {
  const host = createSessionHost({
    mode: options.mode,
    cwd: options.cwd,
    ui: options.ui ?? createHeadlessUI(options.stderr),
    trusted: options.trusted,
    catalog: options.catalog,
    ...(options.exec ? { exec: options.exec } : {}),
  });
  const runner = new ExtensionRunner({
    host,
    stderr: options.stderr,
    ...(options.aliases ? { aliases: options.aliases } : {}),
  });
  await runner.load(options.paths);
  const tools = runner.getTools().map((registered) => ({
    tool: registered.tool,
    defaultActive: registered.defaultActive,
    extensionPath: registered.extensionPath,
  }));
  options.catalog.addExtensionTools(tools);
  const promptHooks: PromptHooks = {
    async beforePrompt(message, systemPrompt) {
      const { text, images } = textAndImages(message);
      const command = parseSlashCommand(text);
      if (command !== undefined && (await runner.runCommand(command.name, command.args))) return { handled: true };
      const input = await runner.emitInput(text, images, "interactive");
      if (input.action === "handled") return { handled: true };
      const before = await runner.emitBeforeAgentStart(input.text, input.images, systemPrompt);
      const content = input.images ? [{ type: "text" as const, text: input.text }, ...input.images] : input.text;
      return {
        handled: false,
        message: { ...message, content: input.text === text && input.images === images ? message.content : content },
        systemPrompt: before.systemPrompt,
        extra: before.messages.map((extra) => ({
          role: "user" as const,
          content: extra.content,
          timestamp: Date.now(),
        })),
      };
    },
  };
  return {
    runner,
    host,
    tools,
    promptHooks,
    forward: async (event) => {
      if (FORWARDED.has(event.type)) await runner.emit(event as Parameters<ExtensionRunner["emit"]>[0]);
    },
  };
}

/** Binds loaded extensions to the session and tells them it started. */
export async function startSessionExtensions(
  extensions: SessionExtensions,
  live: { session: AgentSession; agent: AgentSession["agent"]; file: Parameters<SessionHost["attach"]>[0]["file"] },
  resumed: boolean,
): Promise<void> {
  extensions.host.attach(live);
  live.session.subscribe((event) => extensions.forward(event));
  await extensions.runner.emit({ type: "session_start", reason: resumed ? "resume" : "startup" });
}
