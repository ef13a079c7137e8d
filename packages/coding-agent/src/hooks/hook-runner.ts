import type { HookFinishedEvent, HookStartedEvent } from "../agent-session/session-events.js";
import type { HookEventName } from "../settings/hooks-settings-schema.js";
import type { ConfiguredHook } from "./configured-hooks.js";
import { type HookVerdict, hookVerdict } from "./hook-verdict.js";
import { runHookCommand } from "./run-hook-command.js";

/** The most bytes of each stream a `hook_finished` event carries. */
export const HOOK_EVENT_OUTPUT_BYTES = 64 * 1024;

/** Receives `hook_started` / `hook_finished`. Contract: should not throw. */
export type HookEventSink = (event: HookStartedEvent | HookFinishedEvent) => void | Promise<void>;

/** Options of {@link HookRunner}. */
export interface HookRunnerOptions {
  hooks: readonly ConfiguredHook[];
  /** The session's working folder: each hook runs there, and `cwd` on stdin is it. */
  cwd: string;
  /** The project root, in `KEEL_PROJECT_DIR` and `CLAUDE_PROJECT_DIR`. */
  projectDir: string;
  /** The environment hooks inherit. */
  env: Readonly<Record<string, string | undefined>>;
}

/** The fields every event's stdin JSON carries besides its own. */
export interface HookRunRequest {
  event: HookEventName;
  /** The names a matcher is tested against (a tool's names, a SessionStart source…); `undefined` runs every hook of the event. */
  matchOn?: readonly string[];
  /** The event's own fields (`tool_name`, `prompt`, …). */
  input: Record<string, unknown>;
  toolCallId?: string;
  signal?: AbortSignal;
}

function cut(text: string, bytes: number): string {
  const buffer = Buffer.from(text, "utf8");
  return buffer.length <= bytes ? text : buffer.subarray(0, bytes).toString("utf8");
}

/**
 * Runs the configured hooks of an event: the matching ones in parallel,
 * an identical command once, each with its own timeout, with the event as
 * JSON on stdin and the project root in `KEEL_PROJECT_DIR` and
 * `CLAUDE_PROJECT_DIR`. Each hook's start and end go to the sink
 * (`hook_started` / `hook_finished`). Never throws: a hook that fails is a
 * verdict with outcome `error`.
 *
 * @example
 * const verdicts = await runner.run({ event: "Stop", input: { stop_hook_active: false } });
 */
export class HookRunner {
  private readonly options: HookRunnerOptions;
  private sink: HookEventSink | undefined;
  private session: { id: string; file: string | undefined } = { id: "", file: undefined };
  private permissionMode: (() => string) | undefined;

  constructor(options: HookRunnerOptions) {
    this.options = options;
  }

  /** Where `hook_started` / `hook_finished` go from now on (the session, once it exists). */
  setSink(sink: HookEventSink | undefined): void {
    this.sink = sink;
  }

  /** The session's id and file (`session_id`, `transcript_path`), known once the session file is open. */
  setSession(session: { id: string; file: string | undefined }): void {
    this.session = session;
  }

  /** Where `permission_mode` comes from (the permission gate's mode, in Claude Code's spelling). */
  setPermissionMode(mode: () => string): void {
    this.permissionMode = mode;
  }

  /** Whether any hook is configured for the event (so callers skip building its input otherwise). */
  has(event: HookEventName): boolean {
    return this.options.hooks.some((hook) => hook.event === event);
  }

  /** The hooks that would run: the event's whose matcher matches, each command once, in configuration order. */
  matching(event: HookEventName, matchOn?: readonly string[]): ConfiguredHook[] {
    const seen = new Set<string>();
    return this.options.hooks.filter((hook) => {
      if (hook.event !== event || (matchOn !== undefined && !hook.matches(matchOn)) || seen.has(hook.command)) {
        return false;
      }
      seen.add(hook.command);
      return true;
    });
  }

  /** Runs the matching hooks in parallel; their verdicts in configuration order. */
  async run(request: HookRunRequest): Promise<HookVerdict[]> {
    const hooks = this.matching(request.event, request.matchOn);
    if (hooks.length === 0) return [];
    const session = this.session;
    const stdin = JSON.stringify({
      session_id: session.id,
      transcript_path: session.file ?? "",
      cwd: this.options.cwd,
      hook_event_name: request.event,
      ...(this.permissionMode ? { permission_mode: this.permissionMode() } : {}),
      ...request.input,
    });
    const env = {
      ...this.options.env,
      KEEL_PROJECT_DIR: this.options.projectDir,
      CLAUDE_PROJECT_DIR: this.options.projectDir,
    };
    return Promise.all(hooks.map((hook) => this.runOne(hook, request, stdin, env)));
  }

  private async runOne(
    hook: ConfiguredHook,
    request: HookRunRequest,
    stdin: string,
    env: Record<string, string | undefined>,
  ): Promise<HookVerdict> {
    const base = {
      hookEventName: hook.event,
      command: hook.command,
      source: hook.source,
      ...(request.toolCallId ? { toolCallId: request.toolCallId } : {}),
    };
    await this.emit({ type: "hook_started", ...base });
    const process = await runHookCommand({
      command: hook.command,
      stdin,
      cwd: this.options.cwd,
      env,
      timeoutMs: hook.timeoutMs,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const verdict = await hookVerdict(hook, process);
    const stopsRun =
      verdict.stopRun !== undefined || (hook.event === "UserPromptSubmit" && verdict.outcome === "blocked");
    const message = verdict.stopRun ?? verdict.userMessage;
    await this.emit({
      type: "hook_finished",
      ...base,
      exitCode: process.exitCode,
      durationMs: process.durationMs,
      outcome: verdict.outcome,
      timedOut: process.killed === "timeout",
      stdout: verdict.suppressOutput ? "" : cut(process.stdout, HOOK_EVENT_OUTPUT_BYTES),
      stderr: cut(process.stderr, HOOK_EVENT_OUTPUT_BYTES),
      stdoutBytes: process.stdoutBytes,
      stderrBytes: process.stderrBytes,
      ...(message !== undefined ? { message } : {}),
      ...(stopsRun ? { stopsRun } : {}),
    });
    return verdict;
  }

  private async emit(event: HookStartedEvent | HookFinishedEvent): Promise<void> {
    try {
      await this.sink?.(event);
    } catch {
      // A front end's failure to show a hook never changes what the hook decided.
    }
  }
}
