import type { AnyAgentTool } from "@keel/agent-core";
import type { ProviderConfig } from "@keel/ai";
import type { ExtensionContext, ExtensionFlag, ExtensionToolDefinition } from "./extension-api.js";
import type { ExtensionHost } from "./extension-host.js";
import { createHeadlessUI, type TextSink } from "./headless-ui.js";

/** A tool an extension registered, wrapped for the agent loop. */
export interface RegisteredTool {
  /** The tool as the agent loop runs it (the handler context is supplied). */
  tool: AnyAgentTool;
  /** What the extension passed (renderers included). */
  definition: ExtensionToolDefinition;
  extensionPath: string;
  /** Whether it starts active. */
  defaultActive: boolean;
}

/** A command an extension registered. */
export interface RegisteredCommand {
  /** The name it was registered under. */
  name: string;
  /** What to type after `/`: the name, or `name:N` when several extensions registered it. */
  invocation: string;
  description?: string;
  extensionPath: string;
}

/** A flag an extension registered. */
export interface RegisteredFlag {
  name: string;
  flag: ExtensionFlag;
  extensionPath: string;
}

/** A provider an extension registered. */
export interface RegisteredProvider {
  name: string;
  config: ProviderConfig;
  extensionPath: string;
}

/** The handler context of one extension: host calls, read live. */
export function createExtensionContext(host: ExtensionHost, stderr: TextSink): ExtensionContext {
  return {
    ui: host.ui ?? createHeadlessUI(stderr),
    mode: host.mode,
    hasUI: host.mode === "tui" || host.mode === "rpc",
    cwd: host.cwd,
    isProjectTrusted: () => host.isProjectTrusted(),
    get model() {
      return host.getModel();
    },
    get signal() {
      return host.getSignal();
    },
    get sessionManager() {
      return host.getSession();
    },
    abort: () => host.abort(),
    isIdle: () => host.isIdle(),
    getContextUsage: () => host.getContextUsage(),
    compact: (options) => host.compact(options),
    getSystemPrompt: () => host.getSystemPrompt(),
  };
}

/** An extension's tool as the agent loop runs it: `execute` gets the extension's context as its fifth argument. */
export function wrapExtensionTool(
  definition: ExtensionToolDefinition,
  extensionPath: string,
  contextFor: (extensionPath: string) => ExtensionContext,
): RegisteredTool {
  const tool: AnyAgentTool = {
    name: definition.name,
    label: definition.label,
    description: definition.description,
    parameters: definition.parameters,
    execute: (toolCallId, params, signal, onUpdate) =>
      definition.execute(toolCallId, params, signal, onUpdate, contextFor(extensionPath)),
  };
  if (definition.executionMode !== undefined) tool.executionMode = definition.executionMode;
  if (definition.prepareArguments !== undefined)
    tool.prepareArguments = (raw) => definition.prepareArguments?.(raw) ?? raw;
  if (definition.promptSnippet !== undefined) tool.promptSnippet = definition.promptSnippet;
  if (definition.promptGuidelines !== undefined) tool.promptGuidelines = [...definition.promptGuidelines];
  return { tool, definition, extensionPath, defaultActive: definition.defaultActive !== false };
}
