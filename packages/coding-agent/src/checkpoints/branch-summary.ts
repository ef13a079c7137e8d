import type { Agent, StreamFn } from "@keel/agent-core";
import type { Message } from "@keel/ai";
import { buildSummaryRequest } from "../compaction/summary-prompt.js";

/** Summarizes the messages of a branch being left (for `navigate_tree` with `summarize`). */
export type BranchSummarizer = (
  messages: readonly Message[],
) => Promise<{ ok: true; summary: string } | { ok: false; error: string }>;

/**
 * A {@link BranchSummarizer} that asks the session's current model, with
 * the same notes format compaction uses.
 */
export function createBranchSummarizer(input: {
  agent: Agent;
  streamFn: StreamFn;
  getApiKey: (provider: string) => string | undefined | Promise<string | undefined>;
}): BranchSummarizer {
  return async (messages) => {
    const model = input.agent.state.model;
    const request = buildSummaryRequest({ messages }, Date.now());
    const apiKey = await input.getApiKey(model.provider);
    const response = await (
      await input.streamFn(
        model,
        { systemPrompt: request.systemPrompt, messages: [request.message] },
        apiKey ? { apiKey } : {},
      )
    ).result();
    if (response.stopReason === "error" || response.stopReason === "aborted") {
      return { ok: false, error: response.errorMessage ?? `the summary request ended ${response.stopReason}` };
    }
    const summary = response.content
      .flatMap((block) => (block.type === "text" ? [block.text] : []))
      .join("")
      .trim();
    return summary === "" ? { ok: false, error: "the model returned an empty summary" } : { ok: true, summary };
  };
}
