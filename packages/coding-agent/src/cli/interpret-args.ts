import type { ThinkingLevel } from "@keel/ai";
import type { PermissionCliOptions } from "../permissions/build-permission-policy.js";
import { isSandboxMode } from "../sandbox/sandbox-settings.js";
import { PERMISSION_MODES, type PermissionMode } from "../settings/permission-settings.js";
import { SANDBOX_MODES } from "../settings/sandbox-settings-schema.js";
import type { CreateAgentSessionOptions } from "../startup/create-agent-session.js";
import type { SessionChoice } from "../startup/open-session-store.js";
import type { ParsedArgs, UsageError } from "./parse-args.js";

const THINKING: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];
const MODES = ["text", "json", "rpc"] as const;

/** How the command wants to run. */
export type RunMode = "print" | "json" | "rpc" | "interactive";

/** What a parsed `keel` command line asks for. */
export type CliRequest =
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "list-models"; search?: string }
  | { kind: "list-sessions" }
  /** `--export <session.jsonl> [out.html]`: write the session as HTML and exit. */
  | { kind: "export"; sessionFile: string; outputPath?: string }
  | {
      kind: "run";
      /** `rpc` with `--mode rpc`; `print` with `-p`; `json` with `--mode json`; else decided by the terminal (see {@link chooseRunMode}). */
      mode: RunMode | "auto";
      /** Session options from the flags (the caller adds `cwd` and `env`). */
      session: Omit<CreateAgentSessionOptions, "cwd" | "env">;
      /** Messages and `@file` words, in order. */
      positionals: string[];
      verbose: boolean;
      offline: boolean;
      /** `--rewind <entry-id|-N> [--scope] [--force]`: rewind the opened session first (docs/checkpoints.md). */
      rewind?: { target: string; scope: "code" | "conversation" | "both"; force: boolean };
    };

const str = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.flags[name];
  return typeof value === "string" ? value : undefined;
};
const list = (args: ParsedArgs, name: string): string[] | undefined => {
  const value = args.flags[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : undefined;
};
const on = (args: ParsedArgs, name: string): boolean => args.flags[name] !== undefined && args.flags[name] !== false;

/**
 * Turns parsed flags into a request, checking what the flag parser cannot:
 * enum values (`--mode`, `--thinking`) and combinations that contradict
 * each other (`--fork` with `--session`, `--approve` with `--no-approve`…).
 * Problems are usage errors (exit 2), never thrown.
 */
export function interpretArgs(args: ParsedArgs): { ok: true; request: CliRequest } | { ok: false; error: UsageError } {
  const bad = (message: string, hint?: string) => ({
    ok: false as const,
    error: hint ? { message, hint } : { message },
  });
  if (on(args, "help")) return { ok: true, request: { kind: "help" } };
  if (on(args, "version")) return { ok: true, request: { kind: "version" } };
  const search = args.flags["list-models"];
  if (search !== undefined) {
    return {
      ok: true,
      request: typeof search === "string" ? { kind: "list-models", search } : { kind: "list-models" },
    };
  }

  const exported = str(args, "export");
  if (exported !== undefined) {
    const [outputPath, ...extra] = args.positionals;
    if (extra.length > 0) {
      return bad(
        `--export takes a session file and at most one output file; got also "${extra.join('", "')}"`,
        "Usage: keel --export <session.jsonl> [out.html]",
      );
    }
    return { ok: true, request: { kind: "export", sessionFile: exported, ...(outputPath ? { outputPath } : {}) } };
  }

  const mode = str(args, "mode");
  if (mode !== undefined && !(MODES as readonly string[]).includes(mode)) {
    return bad(`--mode must be one of ${MODES.join(", ")}; got "${mode}"`);
  }
  const thinking = str(args, "thinking");
  if (thinking !== undefined && !(THINKING as readonly string[]).includes(thinking)) {
    return bad(`--thinking must be one of ${THINKING.join(", ")}; got "${thinking}"`);
  }
  if (on(args, "approve") && on(args, "no-approve")) return bad("--approve and --no-approve contradict each other");
  const permissionMode = str(args, "permission-mode");
  if (permissionMode !== undefined && !(PERMISSION_MODES as readonly string[]).includes(permissionMode)) {
    return bad(`--permission-mode must be one of ${PERMISSION_MODES.join(", ")}; got "${permissionMode}"`);
  }
  const sandboxMode = str(args, "sandbox");
  if (sandboxMode !== undefined && !isSandboxMode(sandboxMode)) {
    return bad(`--sandbox must be one of ${SANDBOX_MODES.join(", ")}; got "${sandboxMode}"`);
  }
  const permissions: PermissionCliOptions = {
    ...(list(args, "allow") ? { allow: list(args, "allow") as string[] } : {}),
    ...(list(args, "ask") ? { ask: list(args, "ask") as string[] } : {}),
    ...(list(args, "deny") ? { deny: list(args, "deny") as string[] } : {}),
    ...(permissionMode ? { mode: permissionMode as PermissionMode } : {}),
    ...(on(args, "dangerously-bypass") ? { dangerouslyBypass: true } : {}),
  };

  const picked = (["continue", "resume", "session", "fork", "no-session"] as const).filter((name) => on(args, name));
  if (picked.length > 1) {
    return bad(`--${picked[0]} and --${picked[1]} cannot be combined`, "Choose one way to pick the session.");
  }
  if (on(args, "resume")) return { ok: true, request: { kind: "list-sessions" } };
  let session: SessionChoice = { kind: "new" };
  if (on(args, "continue")) session = { kind: "continue" };
  const open = str(args, "session");
  if (open !== undefined) session = { kind: "open", ref: open };
  const fork = str(args, "fork");
  if (fork !== undefined) session = { kind: "fork", ref: fork };
  if (on(args, "no-session")) session = { kind: "memory" };

  const rewindTarget = str(args, "rewind");
  const scope = str(args, "scope");
  if (rewindTarget === undefined && (scope !== undefined || on(args, "force"))) {
    return bad(
      `--${scope !== undefined ? "scope" : "force"} goes with --rewind`,
      "e.g. keel -c --rewind -1 --scope code",
    );
  }
  if (scope !== undefined && !["code", "conversation", "both"].includes(scope)) {
    return bad(`--scope must be one of code, conversation, both; got "${scope}"`);
  }
  if (rewindTarget !== undefined && session.kind !== "continue" && session.kind !== "open") {
    return bad("--rewind needs the session to rewind: add -c (the latest here) or --session <id>");
  }
  if (rewindTarget !== undefined && mode === "rpc") {
    return bad("--rewind is for print and JSON runs; in RPC mode send the rewind command");
  }
  const rewind =
    rewindTarget === undefined
      ? undefined
      : {
          target: rewindTarget,
          scope: (scope ?? "both") as "code" | "conversation" | "both",
          force: on(args, "force"),
        };

  const model = {
    ...(str(args, "model") ? { model: str(args, "model") as string } : {}),
    ...(str(args, "provider") ? { provider: str(args, "provider") as string } : {}),
    ...(str(args, "api-key") ? { apiKey: str(args, "api-key") as string } : {}),
    ...(thinking ? { thinking: thinking as ThinkingLevel } : {}),
  };
  const tools = {
    ...(list(args, "tools") ? { tools: list(args, "tools") as string[] } : {}),
    ...(on(args, "no-tools") ? { noTools: true } : {}),
    ...(list(args, "exclude-tools") ? { excludeTools: list(args, "exclude-tools") as string[] } : {}),
  };
  const resources = {
    ...(list(args, "skill") ? { skills: list(args, "skill") as string[] } : {}),
    ...(on(args, "no-skills") ? { noSkills: true } : {}),
    ...(list(args, "prompt-template") ? { promptTemplates: list(args, "prompt-template") as string[] } : {}),
    ...(on(args, "no-prompt-templates") ? { noPromptTemplates: true } : {}),
    ...(on(args, "no-context-files") ? { noContextFiles: true } : {}),
  };
  const sessionOptions: Omit<CreateAgentSessionOptions, "cwd" | "env"> = {
    model,
    tools,
    resources,
    session,
    ...(list(args, "extension") ? { extensions: list(args, "extension") as string[] } : {}),
    ...(on(args, "no-extensions") ? { noExtensions: true } : {}),
    // The keel command stops MCP servers' process groups on SIGINT/SIGTERM/SIGHUP and exits 130/143/129.
    mcp: { enabled: !on(args, "no-mcp"), exitOnSignal: true },
    ...(on(args, "approve") ? { trustOverride: "approve" as const } : {}),
    ...(on(args, "no-approve") ? { trustOverride: "no-approve" as const } : {}),
    ...(str(args, "system-prompt") !== undefined ? { systemPrompt: str(args, "system-prompt") as string } : {}),
    ...(list(args, "append-system-prompt")
      ? { appendSystemPrompt: list(args, "append-system-prompt") as string[] }
      : {}),
    ...(str(args, "session-dir") ? { sessionDir: str(args, "session-dir") as string } : {}),
    ...(str(args, "name") !== undefined ? { name: str(args, "name") as string } : {}),
    ...(Object.keys(permissions).length > 0 ? { permissions } : {}),
    // The keel command always runs under the sandbox the settings describe (docs/sandbox.md).
    sandbox: sandboxMode !== undefined && isSandboxMode(sandboxMode) ? { mode: sandboxMode } : {},
  };
  return {
    ok: true,
    request: {
      kind: "run",
      mode: mode === "rpc" ? "rpc" : on(args, "print") ? "print" : mode === "json" ? "json" : "auto",
      session: sessionOptions,
      positionals: args.positionals,
      verbose: on(args, "verbose"),
      offline: on(args, "offline"),
      ...(rewind ? { rewind } : {}),
    },
  };
}

/**
 * The mode of an `auto` run: the terminal UI when both stdin and stdout are
 * terminals, print mode otherwise (a pipe or a redirect).
 */
export function chooseRunMode(requested: RunMode | "auto", stdinIsTTY: boolean, stdoutIsTTY: boolean): RunMode {
  if (requested !== "auto") return requested;
  return stdinIsTTY && stdoutIsTTY ? "interactive" : "print";
}
