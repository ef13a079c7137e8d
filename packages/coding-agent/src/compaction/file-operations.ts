import type { AgentMessage } from "@keel/agent-core";

/** Files the summarized part of a conversation looked at and changed. */
export interface FileOperations {
  /** Read but not changed, sorted. */
  read: string[];
  /** Written or edited, sorted. */
  modified: string[];
}

const READERS = new Set(["read"]);
const WRITERS = new Set(["write", "edit"]);

/**
 * The file paths of the `read`, `write` and `edit` calls in `messages`,
 * merged with an earlier compaction's lists (`previous`), so the lists
 * accumulate across compactions. A file both read and changed is listed as
 * changed only.
 */
export function collectFileOperations(messages: readonly AgentMessage[], previous?: FileOperations): FileOperations {
  const read = new Set(previous?.read ?? []);
  const modified = new Set(previous?.modified ?? []);
  for (const message of messages) {
    if ((message as { role?: unknown }).role !== "assistant") continue;
    for (const block of (message as { content: { type: string; name?: string; arguments?: Record<string, unknown> }[] })
      .content) {
      if (block.type !== "toolCall" || typeof block.arguments?.path !== "string") continue;
      if (READERS.has(block.name ?? "")) read.add(block.arguments.path);
      if (WRITERS.has(block.name ?? "")) modified.add(block.arguments.path);
    }
  }
  for (const path of modified) read.delete(path);
  return { read: [...read].sort(), modified: [...modified].sort() };
}
