import type { Model, ThinkingLevel } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import { closestMatch } from "../suggest.js";
import { closestName } from "../tools/closest-name.js";

const THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];

/** Inputs of {@link resolveModel}. */
export interface ResolveModelOptions {
  /** Every known model (built-in and `models.json`). */
  models: readonly Model[];
  /** `--provider`: only this provider's models are considered. */
  provider?: string;
  /** Whether a provider has a usable key; preferred when several providers match. */
  hasKey?: (model: Model) => boolean;
}

/** The chosen model and the thinking level its `:level` suffix asked for. */
export type ResolvedModel =
  | { ok: true; model: Model; thinkingLevel?: ThinkingLevel }
  | { ok: false; diagnostic: Diagnostic };

/** Splits a trailing `:level` off a pattern when it names a thinking level (`qwen3:8b` keeps its colon). */
export function splitThinkingSuffix(pattern: string): { pattern: string; thinkingLevel?: ThinkingLevel } {
  const at = pattern.lastIndexOf(":");
  if (at <= 0) return { pattern };
  const level = pattern.slice(at + 1).toLowerCase();
  return (THINKING_LEVELS as readonly string[]).includes(level)
    ? { pattern: pattern.slice(0, at), thinkingLevel: level as ThinkingLevel }
    : { pattern };
}

/**
 * Resolves `--model`: `provider/id`, an exact id, or a fuzzy match on id
 * and name (case-insensitive substring, best match first), each with an
 * optional `:thinking` suffix. `--provider` narrows the search. When an id
 * exists at several providers, the one with a key wins; with no way to
 * choose, the answer asks for `--provider`. Problems come back as data.
 *
 * @example
 * resolveModel("sonnet:high", { models }); // { ok: true, model: { provider: "anthropic", … }, thinkingLevel: "high" }
 */
export function resolveModel(input: string, options: ResolveModelOptions): ResolvedModel {
  const { pattern, thinkingLevel } = splitThinkingSuffix(input.trim());
  const done = (model: Model): ResolvedModel => ({ ok: true, model, ...(thinkingLevel ? { thinkingLevel } : {}) });
  const providers = [...new Set(options.models.map((m) => m.provider))];
  if (options.provider !== undefined && !providers.includes(options.provider)) {
    const near = closestName(options.provider, providers);
    return fail(
      "--provider",
      `unknown provider "${options.provider}"`,
      `${near ? `Did you mean "${near}"? ` : ""}Known providers: ${providers.join(", ")}.`,
    );
  }
  const pool = options.models.filter((m) => options.provider === undefined || m.provider === options.provider);
  const hasKey = options.hasKey ?? (() => true);
  const lower = pattern.toLowerCase();

  const exactId = pool.filter((m) => m.id === pattern);
  if (exactId.length > 0) return pick(exactId, hasKey, pattern, done);
  const slash = pattern.indexOf("/");
  if (slash > 0) {
    const provider = pattern.slice(0, slash);
    const id = pattern.slice(slash + 1);
    const byProvider = pool.filter((m) => m.provider === provider && m.id === id);
    if (byProvider[0]) return done(byProvider[0]);
  }
  const exactCaseless = pool.filter((m) => m.id.toLowerCase() === lower || m.name.toLowerCase() === lower);
  if (exactCaseless.length > 0) return pick(exactCaseless, hasKey, pattern, done);
  const fuzzy = pool
    .filter(
      (m) =>
        m.id.toLowerCase().includes(lower) ||
        m.name.toLowerCase().includes(lower) ||
        `${m.provider}/${m.id}`.toLowerCase().includes(lower),
    )
    .sort(
      (a, b) =>
        Number(hasKey(b)) - Number(hasKey(a)) ||
        Number(b.id.toLowerCase().startsWith(lower)) - Number(a.id.toLowerCase().startsWith(lower)) ||
        a.id.length - b.id.length ||
        a.id.localeCompare(b.id),
    );
  if (fuzzy[0]) return done(fuzzy[0]);
  const badLevel = unknownThinkingSuffix(pattern, options);
  if (badLevel !== undefined) return badLevel;
  const near = closestName(
    pattern,
    pool.map((m) => m.id),
  );
  return fail(
    "--model",
    `no model matches "${pattern}"${options.provider ? ` at provider "${options.provider}"` : ""}`,
    `${near ? `Did you mean "${near}"? ` : ""}Run \`keel --list-models\` to see every model, or add yours to $KEEL_HOME/models.json.`,
  );
}

function pick(
  candidates: Model[],
  hasKey: (model: Model) => boolean,
  pattern: string,
  done: (model: Model) => ResolvedModel,
): ResolvedModel {
  if (candidates.length === 1 && candidates[0]) return done(candidates[0]);
  const withKey = candidates.filter(hasKey);
  if (withKey.length === 1 && withKey[0]) return done(withKey[0]);
  const names = (withKey.length > 0 ? withKey : candidates).map((m) => m.provider);
  return fail(
    "--model",
    `"${pattern}" is offered by several providers: ${names.join(", ")}`,
    `Choose one with --provider ${names[0]} (or write ${names[0]}/${pattern}).`,
  );
}

/**
 * When `pattern` matches no model but its part before the last `:` does,
 * the part after it is a thinking level that does not exist: name it and
 * list the valid ones (rather than "no model matches").
 */
function unknownThinkingSuffix(pattern: string, options: ResolveModelOptions): ResolvedModel | undefined {
  const at = pattern.lastIndexOf(":");
  if (at <= 0) return undefined;
  const level = pattern.slice(at + 1);
  const model = resolveModel(pattern.slice(0, at), options);
  if (!model.ok) return undefined;
  const near = closestMatch(level.toLowerCase(), THINKING_LEVELS);
  return fail(
    "--model",
    `unknown thinking level "${level}" in "${pattern}"`,
    `${near ? `Did you mean ":${near}"? ` : ""}The levels are ${THINKING_LEVELS.join(", ")}: e.g. ${model.model.provider}/${model.model.id}:high.`,
  );
}

function fail(source: string, message: string, hint: string): ResolvedModel {
  return { ok: false, diagnostic: { severity: "error", source, message, hint } };
}
