import type { Agent, StreamFn } from "@keel/agent-core";
import type { AssistantMessage } from "@keel/ai";
import type { CompactionOutcome, Compactor } from "../agent-session/agent-session.js";
import { SessionControls } from "../agent-session/session-controls.js";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import { compactionEntryDraft, prepareCompaction } from "../compaction/prepare-compaction.js";
import { summaryRequestFor } from "../compaction/summary-prompt.js";
import { estimateContextTokens, shouldCompact } from "../compaction/token-estimate.js";
import type { ExtensionRunner } from "../extensions/extension-runner.js";
import type { SessionFile } from "../session/session-file.js";
import type { CompactionSettings } from "../settings/settings-schema.js";

/** Inputs of {@link createSessionCompactor}. */
export interface SessionCompactorOptions {
  agent: Agent;
  /** Puts the compacted context in place. Default: controls over `agent` that record nothing more. */
  controls?: SessionControls;
  file: SessionFile;
  settings: CompactionSettings;
  /** Asks the model for the summary (the session's own stream function). */
  streamFn: StreamFn;
  getApiKey: (provider: string) => string | undefined | Promise<string | undefined>;
  /** Extensions may cancel a compaction or supply the summary. */
  extensions?: ExtensionRunner;
  /**
   * Asked first (PreCompact hooks): the reason a compaction may not happen,
   * or `undefined` to go on.
   */
  beforeCompact?: (reason: CompactionReason, customInstructions?: string) => Promise<string | undefined>;
}

function textOf(message: AssistantMessage): string {
  return message.content
    .flatMap((block) => (block.type === "text" ? [block.text] : []))
    .join("")
    .trim();
}

/**
 * Compaction for a session kept in a {@link SessionFile}: the model (or an
 * extension) summarizes everything but the latest `keepRecentTokens`, a
 * `compaction` entry is appended, and the agent's transcript becomes the
 * summary plus the kept messages. The file keeps every earlier entry.
 */
export function createSessionCompactor(options: SessionCompactorOptions): Compactor {
  const { agent, file, settings } = options;
  const controls = options.controls ?? new SessionControls({ agent });
  return {
    enabled: settings.enabled,
    nearWindow() {
      const tokens = estimateContextTokens(agent.state.messages);
      return shouldCompact(tokens, agent.state.model.contextWindow, settings.reserveTokens);
    },
    async compact(
      reason: CompactionReason,
      signal: AbortSignal,
      customInstructions?: string,
    ): Promise<CompactionOutcome> {
      const preparation = prepareCompaction(file.getBranch(), settings.keepRecentTokens);
      if (preparation === undefined) return { ok: false, errorMessage: "nothing to compact yet" };
      const blocked = await options.beforeCompact?.(reason, customInstructions);
      if (blocked !== undefined) return { ok: false, errorMessage: `a PreCompact hook stopped it: ${blocked}` };
      let summary: string | undefined;
      let fromExtension = false;
      let usage: AssistantMessage["usage"] | undefined;
      if (options.extensions) {
        const decided = await options.extensions.emitSessionBeforeCompact(
          preparation,
          reason,
          signal,
          customInstructions,
        );
        if (decided.action === "cancel") return { ok: false, errorMessage: `cancelled by ${decided.extensionPath}` };
        if (decided.action === "use") {
          summary = decided.compaction.summary;
          fromExtension = true;
        }
      }
      if (summary === undefined) {
        const model = agent.state.model;
        const request = summaryRequestFor(preparation, customInstructions, Date.now());
        const apiKey = await options.getApiKey(model.provider);
        const response = await (
          await options.streamFn(
            model,
            { systemPrompt: request.systemPrompt, messages: [request.message] },
            { signal, ...(apiKey ? { apiKey } : {}) },
          )
        ).result();
        if (response.stopReason === "error" || response.stopReason === "aborted") {
          return {
            ok: false,
            errorMessage: response.errorMessage ?? `the summary request ended ${response.stopReason}`,
          };
        }
        summary = textOf(response);
        usage = response.usage;
        if (summary === "") return { ok: false, errorMessage: "the model returned an empty summary" };
      }
      const entry = file.append(
        compactionEntryDraft(preparation, summary, {
          ...(usage ? { usage } : {}),
          ...(fromExtension ? { fromExtension } : {}),
        }),
      );
      controls.replaceContext(file.buildContext().messages);
      await options.extensions?.emit({ type: "session_compact", compactionEntry: entry, fromExtension, reason });
      return {
        ok: true,
        summary,
        firstKeptEntryId: preparation.firstKeptEntryId,
        tokensBefore: preparation.tokensBefore,
        tokensAfter: estimateContextTokens(agent.state.messages),
      };
    },
  };
}
