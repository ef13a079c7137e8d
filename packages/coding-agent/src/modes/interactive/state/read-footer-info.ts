import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import type { FooterInfo } from "./footer-info.js";

/** The footer's facts, read from the runtime. */
export function readFooterInfo(runtime: SessionRuntime): FooterInfo {
  const state = runtime.state();
  const stats = runtime.stats();
  const project = runtime.project();
  return {
    provider: state.model.provider,
    modelId: state.model.id,
    thinkingLevel: state.thinkingLevel,
    tokensIn: stats.tokens.input,
    tokensOut: stats.tokens.output,
    cacheRead: stats.tokens.cacheRead,
    cacheWrite: stats.tokens.cacheWrite,
    cost: stats.cost,
    contextTokens: stats.contextUsage?.tokens ?? 0,
    contextWindow: stats.contextUsage?.contextWindow ?? state.model.contextWindow ?? 0,
    ...(state.sessionName !== undefined ? { sessionName: state.sessionName } : {}),
    trusted: project.trusted,
    hasProject: project.config !== undefined,
    sandbox: runtime.sandbox().state,
  };
}
