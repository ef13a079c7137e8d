import { tmpdir } from "node:os";
import type { Model, ThinkingLevel } from "@keel/ai";
import type { ExecResult, ToolInfo } from "../extension-api.js";
import type { ExtensionHost, RegistrationKind } from "../extension-host.js";
import { localExec } from "../local-exec.js";

/** What a {@link FakeHost} was asked to do, in order. */
export type HostCall =
  | { kind: "sendMessage"; args: unknown[] }
  | { kind: "sendUserMessage"; args: unknown[] }
  | { kind: "appendEntry"; customType: string; data: unknown }
  | { kind: "setActiveTools"; names: string[] }
  | { kind: "setModel"; model: Model }
  | { kind: "setThinkingLevel"; level: ThinkingLevel }
  | { kind: "abort" }
  | { kind: "compact" }
  | { kind: "registrationChanged"; what: RegistrationKind };

/** A plain-object host: state in fields, every request recorded in `calls`. */
export interface FakeHost extends ExtensionHost {
  calls: HostCall[];
  activeTools: string[];
  allTools: ToolInfo[];
  thinkingLevel: ThinkingLevel;
  model: Model | undefined;
  systemPrompt: string;
  trusted: boolean;
}

/** A fake host for runner tests; `overrides` replace any field. */
export function createFakeHost(overrides: Partial<FakeHost> = {}): FakeHost {
  const host: FakeHost = {
    mode: "print",
    cwd: tmpdir(),
    calls: [],
    activeTools: ["read", "bash"],
    allTools: [
      { name: "read", description: "Read a file", parameters: {}, source: "builtin" },
      { name: "bash", description: "Run a command", parameters: {}, source: "builtin" },
    ],
    thinkingLevel: "off",
    model: undefined,
    systemPrompt: "You are a test.",
    trusted: false,
    isProjectTrusted: () => host.trusted,
    getModel: () => host.model,
    getSignal: () => undefined,
    abort: () => {
      host.calls.push({ kind: "abort" });
    },
    isIdle: () => true,
    getContextUsage: () => undefined,
    compact: () => {
      host.calls.push({ kind: "compact" });
    },
    getSystemPrompt: () => host.systemPrompt,
    getSession: () => undefined,
    sendMessage: (...args) => {
      host.calls.push({ kind: "sendMessage", args });
    },
    sendUserMessage: (...args) => {
      host.calls.push({ kind: "sendUserMessage", args });
    },
    appendEntry: (customType, data) => {
      host.calls.push({ kind: "appendEntry", customType, data });
    },
    getActiveTools: () => [...host.activeTools],
    getAllTools: () => host.allTools,
    setActiveTools: (names) => {
      host.calls.push({ kind: "setActiveTools", names });
      const known = new Set(host.allTools.map((t) => t.name));
      host.activeTools = names.filter((n) => known.has(n));
    },
    setModel: async (model) => {
      host.calls.push({ kind: "setModel", model });
      host.model = model;
      return true;
    },
    getThinkingLevel: () => host.thinkingLevel,
    setThinkingLevel: (level) => {
      host.calls.push({ kind: "setThinkingLevel", level });
      host.thinkingLevel = level;
    },
    exec: (command, args, options): Promise<ExecResult> => localExec(command, args, host.cwd, options),
    onRegistrationChanged: (what) => {
      host.calls.push({ kind: "registrationChanged", what });
    },
    ...overrides,
  };
  return host;
}

/** A text sink that keeps what was written. */
export function createBuffer(): { write(text: string): void; text: string } {
  const buffer = {
    text: "",
    write(text: string) {
      buffer.text += text;
    },
  };
  return buffer;
}
