import type { AgentSession } from "../agent-session/agent-session.js";
import type { SessionFile } from "../session/session-file.js";
import { type CheckpointSettingsFile, resolveCheckpointSettings } from "../settings/checkpoint-settings-schema.js";
import type { BranchSummarizer } from "./branch-summary.js";
import { SessionCheckpoints } from "./session-checkpoints.js";

/** Inputs of {@link attachSessionCheckpoints}. */
export interface AttachCheckpointsInput {
  session: AgentSession;
  file: SessionFile;
  cwd: string;
  /** `$KEEL_HOME`. */
  keelHome: string;
  /** The folder of the project stores (a fleet job's folder). Default `$KEEL_HOME/checkpoints`. */
  storesDir?: string | undefined;
  /** The `checkpoints` settings (defaults filled in here). */
  settings: CheckpointSettingsFile | undefined;
  /** Says once that checkpoints cannot work here. */
  warn?: (message: string) => void;
  /** Summarizes a branch being left (`navigate_tree` with `summarize`). */
  summarizeBranch?: BranchSummarizer;
}

/**
 * Records a session's turn checkpoints: subscribes a {@link SessionCheckpoints}
 * to the session (after the file's persistence, so each user message is
 * written before its checkpoint) and announces each as `checkpoint_created`.
 */
export function attachSessionCheckpoints(input: AttachCheckpointsInput): SessionCheckpoints {
  const checkpoints = new SessionCheckpoints({
    file: input.file,
    cwd: input.cwd,
    keelHome: input.keelHome,
    ...(input.storesDir === undefined ? {} : { storesDir: input.storesDir }),
    settings: resolveCheckpointSettings(input.settings),
    publish: (event) => input.session.publish(event),
    ...(input.warn ? { warn: input.warn } : {}),
    ...(input.summarizeBranch ? { summarizeBranch: input.summarizeBranch } : {}),
  });
  input.session.subscribe(checkpoints.listener);
  return checkpoints;
}
