import type { AgentDefinition } from "../agents/agent-definition.js";
import type { SubagentOutcome, SubagentRequest } from "../agents/subagent-runner.js";
import type {
  ExecOptions,
  ExtensionAPI,
  ExtensionCommand,
  ExtensionContext,
  ExtensionEventBus,
  ExtensionToolDefinition,
} from "./extension-api.js";
import type { ExtensionEventName } from "./extension-events.js";
import type { ExtensionHost, RegistrationKind } from "./extension-host.js";
import {
  type RegisteredFlag,
  type RegisteredProvider,
  type RegisteredTool,
  wrapExtensionTool,
} from "./extension-registrations.js";

/** A handler with its event type erased (the map key says which event it takes). */
export type StoredHandler = (event: never, ctx: ExtensionContext) => unknown;

/** One loaded (or loading) extension: its file, handlers and commands. */
export interface ExtensionRecord {
  path: string;
  handlers: Map<ExtensionEventName, StoredHandler[]>;
  commands: { name: string; command: ExtensionCommand }[];
  context?: ExtensionContext;
}

/** What the API needs from the runner that owns the extension. */
export interface ApiRunnerSide {
  /** True while the factory runs: registrations are staged and kept only if it succeeds. */
  loading(): boolean;
  staged: { tools: RegisteredTool[]; flags: RegisteredFlag[]; providers: RegisteredProvider[] };
  contextFor(extensionPath: string): ExtensionContext;
  addTool(tool: RegisteredTool): void;
  addFlag(flag: RegisteredFlag): void;
  addProvider(provider: RegisteredProvider): void;
  changed(kind: RegistrationKind): void;
  flagValue(name: string): boolean | string | undefined;
  /** Keeps an agent the extension registered (read by the session once extensions are loaded). */
  addAgent(agent: AgentDefinition): void;
  /** Runs a subagent of the session (an error outcome when the session has none). */
  runSubagent(request: SubagentRequest): Promise<SubagentOutcome>;
}

/**
 * The `ExtensionAPI` object one extension's factory receives. Registrations
 * go to the runner; everything that acts on the session goes to the host.
 */
export function createExtensionApi(
  ext: ExtensionRecord,
  host: ExtensionHost,
  events: ExtensionEventBus,
  runner: ApiRunnerSide,
): ExtensionAPI {
  /** Session actions need a session: the factory may also run where none starts (e.g. `--list-models`). */
  const live =
    <A extends unknown[], R>(name: string, act: (...args: A) => R) =>
    (...args: A): R => {
      if (runner.loading()) {
        throw new Error(
          `pi.${name}() acts on the running session, which does not exist yet while the extension loads; call it from an event handler such as session_start.`,
        );
      }
      return act(...args);
    };
  return {
    on: (event, handler) => {
      const list = ext.handlers.get(event) ?? [];
      const stored = handler as unknown as StoredHandler;
      list.push(stored);
      ext.handlers.set(event, list);
      return () => {
        const index = list.indexOf(stored);
        if (index >= 0) list.splice(index, 1);
      };
    },
    registerTool: (definition) => {
      const registered = wrapExtensionTool(definition as ExtensionToolDefinition, ext.path, runner.contextFor);
      if (runner.loading()) runner.staged.tools.push(registered);
      else {
        runner.addTool(registered);
        runner.changed("tool");
      }
    },
    registerCommand: (name, command) => {
      ext.commands.push({ name: name.replace(/^\//, ""), command });
      if (!runner.loading()) runner.changed("command");
    },
    registerFlag: (name, flag) => {
      const registered = { name: name.replace(/^--/, ""), flag, extensionPath: ext.path };
      if (runner.loading()) runner.staged.flags.push(registered);
      else {
        runner.addFlag(registered);
        runner.changed("flag");
      }
    },
    getFlag: (name) => runner.flagValue(name),
    registerProvider: (name, config) => {
      const registered = { name, config, extensionPath: ext.path };
      if (runner.loading()) runner.staged.providers.push(registered);
      else {
        runner.addProvider(registered);
        runner.changed("provider");
      }
    },
    sendMessage: live("sendMessage", (message, options) => host.sendMessage(message, options)),
    sendUserMessage: live("sendUserMessage", (content, options) => host.sendUserMessage(content, options)),
    appendEntry: live("appendEntry", (customType: string, data?: unknown) => host.appendEntry(customType, data)),
    getActiveTools: () => host.getActiveTools(),
    getAllTools: () => host.getAllTools(),
    setActiveTools: live("setActiveTools", (names: string[]) => host.setActiveTools(names)),
    setModel: live("setModel", (model) => host.setModel(model)),
    getThinkingLevel: () => host.getThinkingLevel(),
    setThinkingLevel: live("setThinkingLevel", (level) => host.setThinkingLevel(level)),
    exec: live("exec", (command: string, args: string[], options?: ExecOptions) => host.exec(command, args, options)),
    events,
    registerAgent: (agent) => runner.addAgent(agent),
    runSubagent: live("runSubagent", (request: SubagentRequest) => runner.runSubagent(request)),
  };
}
