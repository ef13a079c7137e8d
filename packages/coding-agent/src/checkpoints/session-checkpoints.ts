import { homedir } from "node:os";
import { dirname, resolve } from "node:path";
import type { AgentSessionEvent, CheckpointCreatedEvent } from "../agent-session/session-events.js";
import type { SessionFile } from "../session/session-file.js";
import type { CheckpointEntry } from "../session/session-schema.js";
import type { CheckpointSettings } from "../settings/checkpoint-settings-schema.js";
import type { BranchSummarizer } from "./branch-summary.js";
import { checkpointCreatedEvent } from "./checkpoint-events.js";
import { CheckpointStore, type Snapshot } from "./checkpoint-store.js";
import { findCheckpointProject, userExcludeFiles } from "./project-root.js";

/** Options of {@link SessionCheckpoints}. */
export interface SessionCheckpointsOptions {
  file: SessionFile;
  /** The session's working folder (its project is found from here). */
  cwd: string;
  /** `$KEEL_HOME`. */
  keelHome: string;
  /** The folder of the project stores (a fleet job's folder). Default `$KEEL_HOME/checkpoints`. */
  storesDir?: string;
  settings: CheckpointSettings;
  /** Delivers `checkpoint_created` to the session's listeners (JSON and RPC modes). */
  publish(event: CheckpointCreatedEvent): Promise<void>;
  /** Says once that checkpoints do not work here (no git, an unwritable store). Default: stderr. */
  warn?(message: string): void;
  /** Summarizes a branch being left (`navigate_tree` with `summarize`). */
  summarizeBranch?: BranchSummarizer;
}

/** The fields a caller gives a checkpoint entry besides its snapshot. */
export type CheckpointDraft = Omit<CheckpointEntry, "type" | "id" | "parentId" | "timestamp" | "snapshot" | "skipped">;

/**
 * The checkpoints of one session: a snapshot of the project's files after
 * each user message is recorded (before the agent changes anything for it:
 * the loop waits for the `message_end` listeners) and when each run ends,
 * each tied to the session tree by a `checkpoint` entry. Snapshots are
 * taken one at a time. A failure is reported once and turns checkpoints
 * off for the session; it never stops a run.
 */
export class SessionCheckpoints {
  private storePromise: Promise<CheckpointStore | undefined> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private broken = false;
  /** The `turn_end` checkpoint being recorded, if any. */
  private ending: Promise<void> = Promise.resolve();
  /** A `turn_start` snapshot whose entry is written at the next event. */
  private pending: { draft: CheckpointDraft; snapshot: Snapshot | undefined } | undefined;

  constructor(private readonly options: SessionCheckpointsOptions) {}

  /** Summarizes a branch being left, when the session has a model to ask. */
  get summarizeBranch(): BranchSummarizer | undefined {
    return this.options.summarizeBranch;
  }

  /** Whether checkpoints are recorded (`checkpoints.enabled`, and none failed). */
  get enabled(): boolean {
    return this.options.settings.enabled && !this.broken;
  }

  /** The project's shadow store, opened on first use; `undefined` when checkpoints are off or cannot work. */
  store(): Promise<CheckpointStore | undefined> {
    if (!this.options.settings.enabled) return Promise.resolve(undefined);
    this.storePromise ??= (async () => {
      try {
        const project = await findCheckpointProject(this.options.cwd);
        if (isTooBroad(project.root)) {
          throw new Error(`${project.root} is not a project folder (run keel in a project to get checkpoints)`);
        }
        return await CheckpointStore.open({
          keelHome: this.options.keelHome,
          ...(this.options.storesDir === undefined ? {} : { storesDir: this.options.storesDir }),
          project,
          exclude: this.options.settings.exclude,
          maxFileBytes: this.options.settings.maxFileBytes,
          userExcludeFiles: userExcludeFiles(project),
        });
      } catch (error) {
        this.fail(error);
        return undefined;
      }
    })();
    return this.storePromise;
  }

  /** Takes a snapshot (after any in progress); `undefined` when checkpoints are off or it failed (reported once). */
  snapshot(trigger: CheckpointEntry["trigger"]): Promise<Snapshot | undefined> {
    const next = this.queue.then(async () => {
      if (!this.enabled) return undefined;
      const store = await this.store();
      if (store === undefined) return undefined;
      try {
        const sessionFile = this.options.file.path;
        return await store.snapshot({
          session: this.options.file.id,
          trigger,
          ...(sessionFile ? { sessionFile } : {}),
        });
      } catch (error) {
        this.fail(error);
        return undefined;
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Appends a `checkpoint` entry at the current leaf (with the snapshot's
   * id when there is one) and announces it.
   */
  async append(draft: CheckpointDraft, snapshot: Snapshot | undefined): Promise<CheckpointEntry> {
    const entry = this.options.file.append({
      type: "checkpoint",
      ...draft,
      ...(snapshot === undefined ? {} : { snapshot: snapshot.id }),
      ...(snapshot === undefined || snapshot.skipped.length === 0 ? {} : { skipped: snapshot.skipped }),
    });
    if (entry.snapshot !== undefined) {
      await this.options.publish(checkpointCreatedEvent(entry as CheckpointEntry & { snapshot: string }));
    }
    return entry;
  }

  /** Records a checkpoint now: a snapshot and its entry. Nothing when checkpoints are off. */
  async record(draft: CheckpointDraft): Promise<CheckpointEntry | undefined> {
    const snapshot = await this.snapshot(draft.trigger);
    if (snapshot === undefined) return undefined;
    return this.append(draft, snapshot);
  }

  /**
   * The session listener that records the turn checkpoints: `turn_start`
   * after each user message is written (the snapshot is taken then; its
   * entry and `checkpoint_created` follow at the next event, so listeners
   * see the user's `message_end` first), `turn_end` when a run ends. Add it
   * with `session.subscribe` after the session file's persistence.
   */
  readonly listener = async (event: AgentSessionEvent): Promise<void> => {
    if (!this.enabled) return;
    const pending = this.pending;
    if (pending !== undefined) {
      this.pending = undefined;
      const snapshot = pending.snapshot;
      if (snapshot !== undefined) await this.append(pending.draft, snapshot);
    }
    if (event.type === "message_end" && (event.message as { role?: string }).role === "user") {
      const entry = this.entryOf(event.message);
      this.pending = {
        draft: { trigger: "turn_start", ...(entry ? { turnEntryId: entry } : {}) },
        snapshot: await this.snapshot("turn_start"),
      };
    } else if (event.type === "agent_end") {
      // Awaited: the run is over only once its files are recorded, so a change made after that
      // (an editor, another program) is told apart from the agent's own.
      const turn = this.currentTurn();
      this.ending = this.record({ trigger: "turn_end", ...(turn ? { turnEntryId: turn } : {}) }).then(
        () => undefined,
        () => undefined,
      );
      await this.ending;
    }
  };

  /** Resolves once every checkpoint asked for is recorded (call it before the session ends). */
  async flush(): Promise<void> {
    await this.ending;
    await this.queue;
  }

  /** The entry id of a message just written (the same object the file holds). */
  private entryOf(message: unknown): string | undefined {
    const entries = this.options.file.entries;
    for (let i = entries.length - 1; i >= 0 && i >= entries.length - 50; i--) {
      const entry = entries[i];
      if (entry?.type === "message" && entry.message === message) return entry.id;
    }
    return undefined;
  }

  /** The last user message on the current branch. */
  private currentTurn(): string | undefined {
    const branch = this.options.file.getBranch();
    for (let i = branch.length - 1; i >= 0; i--) {
      const entry = branch[i];
      if (entry?.type === "message" && entry.message.role === "user") return entry.id;
    }
    return undefined;
  }

  private fail(error: unknown): void {
    if (this.broken) return;
    this.broken = true;
    const message = `checkpoints are off for this session: ${error instanceof Error ? error.message : String(error)}`;
    if (this.options.warn) this.options.warn(message);
    else process.stderr.write(`keel: ${message}\n`);
  }
}

/** The file system's root and the home folder are no project: recording them would copy everything under them. */
function isTooBroad(root: string): boolean {
  const home = process.env.HOME;
  return dirname(root) === root || (home !== undefined && home !== "" && resolve(home) === root) || root === homedir();
}
