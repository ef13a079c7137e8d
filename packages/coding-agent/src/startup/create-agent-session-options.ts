import type { AnyAgentTool, StreamFn } from "@keel/agent-core";
import type { Model, ThinkingLevel } from "@keel/ai";
import type { ProcessRegistry } from "@keel/tools";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { SessionControls } from "../agent-session/session-controls.js";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import type { AgentDefinition } from "../agents/agent-definition.js";
import type { SubagentEvent, SubagentRunner } from "../agents/subagent-runner.js";
import type { SessionCheckpoints } from "../checkpoints/session-checkpoints.js";
import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ExtensionMode, ExtensionUI } from "../extensions/extension-api.js";
import type { SessionShutdownReason } from "../extensions/extension-events.js";
import type { RegisteredFlag } from "../extensions/extension-registrations.js";
import type { ExtensionRunner } from "../extensions/extension-runner.js";
import type { TextSink } from "../extensions/headless-ui.js";
import type { Env } from "../home/keel-home.js";
import type { SessionMcp, SessionMcpOptions } from "../mcp/session-mcp.js";
import type { KeySources } from "../models/resolve-api-key.js";
import type { PermissionCliOptions } from "../permissions/build-permission-policy.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import type { PermissionPrompter } from "../permissions/permission-prompter.js";
import type { Skill } from "../resources/discover-skills.js";
import type { PromptTemplate } from "../resources/prompt-templates.js";
import type { SandboxControl } from "../sandbox/sandbox-control.js";
import type { SandboxRequest } from "../sandbox/session-sandbox.js";
import type { SessionFile } from "../session/session-file.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import type { ProjectConfig } from "../trust/find-project-config.js";
import type { UsageError } from "../usage-error.js";
import type { PromptResourceOptions } from "./load-prompt-resources.js";
import type { SessionChoice } from "./open-session-store.js";

/** What the command line says about the model. */
export interface ModelChoice {
  model?: string;
  provider?: string;
  apiKey?: string;
  thinking?: ThinkingLevel;
}

/** What a front end (the `keel` command, another distribution, a test) asks of a session. */
export interface CreateAgentSessionOptions {
  cwd: string;
  env: Env;
  /**
   * Asks the user whether to trust a project that has no saved decision (a
   * terminal UI's prompt). Without it, as in print and JSON modes, such a
   * project is untrusted.
   */
  askTrust?: (project: ProjectConfig) => Promise<boolean>;
  trustOverride?: TrustOverride;
  model?: ModelChoice;
  tools?: ToolCliOptions;
  resources?: Omit<PromptResourceOptions, "systemPrompt" | "appendSystemPrompt">;
  /** `-e/--extension` paths (relative to `cwd`); they load even with `noExtensions`. */
  extensions?: readonly string[];
  /** `--no-extensions`: skip discovered and configured extensions. */
  noExtensions?: boolean;
  /**
   * Reads the command-line flags the extensions registered (`registerFlag`)
   * once they are loaded, before `session_start` (the CLI reads its command
   * line again, see `readExtensionFlags`). A usage error ends the start with
   * exit 2 before any session file is written. Default: every extension flag
   * keeps its default.
   */
  extensionFlags?: (
    flags: readonly RegisteredFlag[],
  ) => { ok: true; values: Readonly<Record<string, boolean | string>> } | { ok: false; error: UsageError };
  /** The run mode extensions see. Default `print`. */
  mode?: ExtensionMode;
  /** The UI extensions talk to. Default: the headless one (nobody answers; `notify` goes to `stderr`). */
  ui?: ExtensionUI;
  /** Where extension problems and headless notifications go. Default `process.stderr`. */
  stderr?: TextSink;
  /** `--system-prompt <text|file>`. */
  systemPrompt?: string;
  /** Each `--append-system-prompt <text|file>`. */
  appendSystemPrompt?: readonly string[];
  /** Default: a new session on disk. */
  session?: SessionChoice;
  /** `--session-dir`. */
  sessionDir?: string;
  /** `-n/--name`. */
  name?: string;
  /**
   * Where the shadow stores of the session's checkpoints go, one
   * `<project id>/` folder each (a fleet job keeps them in its job folder).
   * Default `$KEEL_HOME/checkpoints`.
   */
  checkpointsDir?: string;
  /** Settings given on the command line, applied over the files. */
  cliSettings?: SettingsFile;
  /** MCP servers (`$KEEL_HOME/mcp.json`, a trusted project's `.keel/mcp.json`); `{ enabled: false }` is `--no-mcp`. */
  mcp?: SessionMcpOptions;
  /** Replaces the provider call (tests, proxies). Default: `stream` of `@keel/ai`. */
  streamFn?: StreamFn;
  /** Clock for the system prompt's date and session timestamps. */
  now?: () => Date;
  /**
   * A model to use when no model or key is configured at all and none was
   * asked for (the `keel` command's scripted demo). `notice` is reported as
   * an info diagnostic so the user knows no real model answers.
   */
  fallbackModel?: { model: Model; streamFn: StreamFn; notice: string };
  /** `--allow`, `--ask`, `--deny`, `--permission-mode`, `--dangerously-bypass`. */
  permissions?: PermissionCliOptions;
  /** Answers permission "ask" decisions (a terminal UI). Without one, "ask" refuses the call (print, JSON). */
  permissionPrompter?: PermissionPrompter;
  /**
   * Subagent definitions the `task` tool offers besides the built-in
   * `general` and those in `agents/` folders (one of the same name replaces
   * them). See docs/subagents.md.
   */
  agents?: readonly AgentDefinition[];
  /** How deep this session is among subagents: 0 (the default) for a main session; the `task` tool sets it for children. */
  subagentDepth?: number;
  /** SessionStart hooks' `source` (default `startup`, or `resume` for a resumed session); a front end's "new session" passes `clear`. */
  sessionStartSource?: "startup" | "resume" | "clear";
  /**
   * A front end that replaces a live session takes the new session's
   * SessionStart hooks here instead of having them run while the session is
   * built: it calls `start()` once the old session ended, so the old one's
   * SessionEnd runs first. Not called when no hook is configured.
   */
  deferSessionStart?: (start: () => Promise<void>) => void;
  /**
   * Run shell commands and file tools inside the OS sandbox the `sandbox`
   * settings describe (`mode`: `--sandbox`, over the settings). The `keel`
   * command always passes it; without it no sandbox is set up.
   */
  sandbox?: SandboxRequest;
  /**
   * Receives every event of every subagent this session runs (at any depth),
   * with the `task` call's id (RPC mode writes them with `parentToolCallId`).
   * Contract: should not throw.
   */
  onSubagentEvent?: (event: SubagentEvent) => void | Promise<void>;
  /**
   * Tools a parent session lends a subagent (its MCP servers' tools): they
   * join the catalog as MCP tools do. Set by the `task` tool.
   * @internal
   */
  inheritedTools?: readonly AnyAgentTool[];
}

/** A ready session, or why there is none (`exitCode` 2 for bad usage, 1 otherwise). */
export type CreateAgentSessionResult =
  | {
      ok: true;
      session: AgentSession;
      store: SessionFile;
      model: Model;
      config: Configuration;
      promptTemplates: PromptTemplate[];
      /** The loaded skills, for `/skill:name` input. */
      skills: Skill[];
      /** Background processes of shell commands (also ended by `dispose`). */
      processes: ProcessRegistry;
      /** The permission gate: its policy and mode, decisions to subscribe to (docs/permissions.md). */
      permissions: PermissionGate;
      /** The OS sandbox of the session (its state, policy and mode switch), when `sandbox` was asked for. */
      sandbox?: SandboxControl;
      /** The session's MCP servers, when `mcp.json` configures any (stopped by `dispose`). */
      mcp?: SessionMcp;
      diagnostics: Diagnostic[];
      /** Every tool the session knows and the one lookup by name (`setTools` of a session runtime: `--tools` semantics). */
      toolCatalog: ToolCatalog;
      /** The only writer of the session's model, thinking level, active tools and context (also `session.controls`). */
      controls: SessionControls;
      /** Runs this session's subagents (the `task` tool): its agents, child events, `runSubagent`. */
      subagents: SubagentRunner;
      /** The session's checkpoints of the project's files (docs/checkpoints.md): what a rewind restores. */
      checkpoints: SessionCheckpoints;
      /** The loaded extensions (their commands, flags and handlers), when there are any. */
      extensions: ExtensionRunner | undefined;
      /** Where API keys come from (auth.json, environment, models.json); `undefined` for the fallback model. */
      keySources: KeySources | undefined;
      /**
       * Ends the session: extensions get `session_shutdown` (with `reason`,
       * default `quit`), shell children are killed, the file is closed.
       */
      dispose(reason?: SessionShutdownReason): Promise<void>;
    }
  | { ok: false; exitCode: 1 | 2; diagnostics: Diagnostic[] };

/** A start-up step that could not go on: the exit code (2 for bad usage, 1 otherwise) and what was wrong. */
export interface StartFailure {
  ok: false;
  exitCode: 1 | 2;
  diagnostics: Diagnostic[];
}
