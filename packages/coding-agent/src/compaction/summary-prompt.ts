import type { AgentMessage } from "@keel/agent-core";
import type { UserMessage } from "@keel/ai";
import type { CompactionPreparation } from "./compaction-preparation.js";
import type { FileOperations } from "./file-operations.js";
import { serializeConversation } from "./serialize-conversation.js";

/** The system prompt of a summary request. */
export const SUMMARY_SYSTEM_PROMPT = [
  "You write hand-over notes for a coding assistant whose earlier conversation is being shortened.",
  "You receive a transcript; do not answer it or carry on the work it describes.",
  "Write only the notes, in the requested format, so the assistant can continue as if it had read the whole transcript.",
].join(" ");

/** The structure the summary must follow. */
export const SUMMARY_FORMAT = `## Objective
What the user wants done, in a sentence or two.

## Requirements
- Constraints and preferences the user stated (style, tools, things to avoid).

## Status
- Done: finished steps, with the files and commands involved.
- Ongoing: what was being worked on when the transcript ends.
- Stuck: open problems and errors, quoted exactly when they matter.

## Decisions
- Choices made and the reason for each.

## Next
1. The next concrete steps, in order.

## Facts to keep
- Exact names, paths, identifiers, values and error messages needed to go on.`;

/** What a summary request is built from. */
export interface SummaryRequestInput {
  /** The messages to summarize, oldest first. */
  messages: readonly AgentMessage[];
  /** The summary of an earlier compaction these messages follow: the new notes must carry it forward. */
  previousSummary?: string;
  /** Extra wishes for this summary (`/compact <instructions>`). */
  customInstructions?: string;
  /** Files read and changed in the summarized part (listed in the notes). */
  fileOperations?: FileOperations;
}

/** The request to send to the model: its system prompt and the one user message. */
export interface SummaryRequest {
  systemPrompt: string;
  message: UserMessage;
}

/**
 * Builds the request that asks the model for a compaction summary: the
 * transcript as a document, the earlier summary to fold in, the format, and
 * any extra instructions.
 */
export function buildSummaryRequest(input: SummaryRequestInput, timestamp = 0): SummaryRequest {
  const sections: string[] = [];
  if (input.previousSummary !== undefined && input.previousSummary.trim() !== "") {
    sections.push(
      "Notes written when the conversation was shortened before (fold what still matters into the new notes):",
      `<previous-notes>\n${input.previousSummary.trim()}\n</previous-notes>`,
    );
  }
  sections.push(`The transcript to summarize:\n<transcript>\n${serializeConversation(input.messages)}\n</transcript>`);
  sections.push(
    `Write the notes in exactly this format (leave out a section only when there is nothing for it):\n\n${SUMMARY_FORMAT}`,
  );
  const files = input.fileOperations;
  if (files !== undefined && (files.read.length > 0 || files.modified.length > 0)) {
    sections.push(
      [
        "End the notes with these lists, unchanged:",
        `<read-files>\n${files.read.join("\n")}\n</read-files>`,
        `<modified-files>\n${files.modified.join("\n")}\n</modified-files>`,
      ].join("\n"),
    );
  }
  if (input.customInstructions !== undefined && input.customInstructions.trim() !== "") {
    sections.push(`The user asks for this in particular: ${input.customInstructions.trim()}`);
  }
  return {
    systemPrompt: SUMMARY_SYSTEM_PROMPT,
    message: { role: "user", content: [{ type: "text", text: sections.join("\n\n") }], timestamp },
  };
}

/**
 * The summary request for a prepared compaction: everything it summarizes
 * (a split turn's beginning included), the previous summary and the file lists.
 */
export function summaryRequestFor(
  preparation: CompactionPreparation,
  customInstructions?: string,
  timestamp = 0,
): SummaryRequest {
  const input: SummaryRequestInput = {
    messages: [...preparation.messagesToSummarize, ...preparation.turnPrefixMessages],
    fileOperations: preparation.fileOperations,
  };
  if (preparation.previousSummary !== undefined) input.previousSummary = preparation.previousSummary;
  if (customInstructions !== undefined) input.customInstructions = customInstructions;
  return buildSummaryRequest(input, timestamp);
}
