import { dirname } from "node:path";
import { formatDiagnostic } from "../diagnostics.js";
import { forkSession } from "../session/session-list.js";
import { createAgentSession } from "../startup/create-agent-session.js";
import type { SessionChoice } from "../startup/open-session-store.js";
import { messageText } from "./message-text.js";
import type { Created } from "./run-coordinator.js";
import type { RuntimeResult } from "./runtime-result.js";
import type { SessionRuntimeOptions } from "./session-runtime.js";

/** Why the runtime drives another session. */
export type ReplaceReason = "new" | "resume" | "fork";

/** What {@link SessionReplacement} needs from the runtime that owns it. */
export interface ReplacementHost {
  current(): Created;
  /** Stops what runs in the current session (the run, a user shell command) and waits for it. */
  quiesce(): Promise<void>;
  /** Ends the old session and makes `created` the live one (listeners stay), then announces it. */
  install(created: Created, reason: ReplaceReason): Promise<void>;
}

const ok = <T>(value: T): RuntimeResult<T> => ({ ok: true, value });
const fail = <T>(error: string): RuntimeResult<T> => ({ ok: false, error });

/**
 * The runtime's session replacement: a new session (keeping a model chosen
 * during this one), another session opened by path or id, and forks —
 * each built with `createAgentSession` from the runtime's options, one at a
 * time, after what runs in the current session has stopped.
 */
export class SessionReplacement {
  private switching = false;
  private modelOverride: string | undefined;

  constructor(
    private readonly options: SessionRuntimeOptions,
    private readonly host: ReplacementHost,
  ) {}

  /** True while a new/switch/fork is in progress. */
  get replacing(): boolean {
    return this.switching;
  }

  /** Remembers a model chosen during the session (`provider/id`): a new session starts with it. */
  rememberModel(ref: string): void {
    this.modelOverride = ref;
  }

  private async replace(choice: SessionChoice, reason: ReplaceReason): Promise<RuntimeResult<{ cancelled: false }>> {
    if (this.switching) return fail("another new/switch/fork is in progress");
    this.switching = true;
    try {
      await this.host.quiesce();
      const { name: _name, onDiagnostics: _onDiagnostics, ...base } = this.options;
      const model =
        reason === "new" && this.modelOverride !== undefined
          ? { ...base.model, model: this.modelOverride }
          : base.model;
      let sessionStart: (() => Promise<void>) | undefined;
      const created = await createAgentSession({
        ...base,
        session: choice,
        ...(model ? { model } : {}),
        // SessionStart hooks see a new session made here as `clear` (Claude Code's /clear).
        ...(reason === "new" ? { sessionStartSource: "clear" as const } : {}),
        // They run once the old session ended: its SessionEnd first.
        deferSessionStart: (start) => {
          sessionStart = start;
        },
      });
      if (!created.ok) {
        const errors = created.diagnostics.filter((d) => d.severity === "error");
        return fail((errors.length > 0 ? errors : created.diagnostics).map(formatDiagnostic).join("\n"));
      }
      if (created.diagnostics.length > 0) this.options.onDiagnostics?.(created.diagnostics);
      if (reason !== "new") this.modelOverride = undefined;
      await this.host.install(created, reason);
      await sessionStart?.();
      return ok({ cancelled: false as const });
    } finally {
      this.switching = false;
    }
  }

  /** See `SessionRuntime.newSession`. */
  newSession(options: { parentSession?: string } = {}): Promise<RuntimeResult<{ cancelled: false }>> {
    return this.replace(
      { kind: "new", ...(options.parentSession === undefined ? {} : { parentSession: options.parentSession }) },
      "new",
    );
  }

  /** See `SessionRuntime.switchSession`. */
  switchSession(ref: string): Promise<RuntimeResult<{ cancelled: false }>> {
    return this.replace({ kind: "open", ref }, "resume");
  }

  /** See `SessionRuntime.fork`. */
  async fork(entryId: string): Promise<RuntimeResult<{ text: string; cancelled: false }>> {
    const store = this.host.current().store;
    const entry = store.getEntry(entryId);
    if (entry === undefined) return fail(`no session entry has id "${entryId}"; get_entries lists them`);
    if (entry.type !== "message" || entry.message.role !== "user") {
      return fail(`entry "${entryId}" is not a user message: fork starts again before one of your prompts`);
    }
    if (!store.getBranch().some((onBranch) => onBranch.id === entryId)) {
      return fail(`entry "${entryId}" is not on the current branch`);
    }
    if (store.path === undefined) {
      return fail("a session kept in memory (--no-session) cannot be forked: a fork is a new session file");
    }
    const copy = forkSession(store, { dir: dirname(store.path), cwd: this.options.cwd, leafId: entry.parentId });
    copy.close();
    const path = copy.path as string;
    const switched = await this.replace({ kind: "open", ref: path }, "fork");
    if (!switched.ok) return switched;
    return ok({ text: messageText(entry.message), cancelled: false as const });
  }

  /** See `SessionRuntime.forkSession`. */
  forkSession(ref?: string): Promise<RuntimeResult<{ cancelled: false }>> {
    const source = ref ?? this.host.current().store.path;
    if (source === undefined) {
      return Promise.resolve(
        fail("a session kept in memory (--no-session) cannot be cloned: a copy is a new session file"),
      );
    }
    return this.replace({ kind: "fork", ref: source }, "fork");
  }
}
