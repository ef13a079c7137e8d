import type { Model } from "../model.js";
import { resolveChatCompat } from "../models/model-compat.js";
import { stableHash } from "./stable-hash.js";

/** What a target API accepts as a tool-call id. */
export interface ToolCallIdRules {
  /** Characters allowed after the prefix. */
  alphabet: "word" | "alphanumeric";
  /** Longest id accepted, prefix included. */
  maxLength: number;
  /** When set, every id must be exactly this long (Mistral accepts only `[a-zA-Z0-9]{9}`). */
  exactLength?: number;
  /** Prefix every id must carry (OpenAI Responses: `call_`). */
  prefix?: string;
}

const WORD_CHAR = /[A-Za-z0-9_-]/;
const ALNUM_CHAR = /[A-Za-z0-9]/;
const HASH_LENGTH = 10;

/** Compat limits below this length are treated as fixed-length, letters-and-digits ids (Mistral's are 9). */
const SHORT_ID_LIMIT = 16;

/**
 * The tool-call id rules of `model`'s API, or `undefined` when the API is
 * not a built-in one (its ids are then passed through untouched).
 *
 * - `anthropic-messages`: `^[a-zA-Z0-9_-]{1,64}$`.
 * - `openai-completions`: at most 40 characters, or the server's
 *   `maxToolCallIdLength` as resolved from `model.compat` and the provider's
 *   defaults (Mistral: 9); a limit under 16 means letters and digits of
 *   exactly that length.
 *
 * This is the only place tool-call ids are rewritten for a target: the
 * adapters send the ids `transformMessages` assigned.
 * - `openai-responses`: `call_` followed by `[a-zA-Z0-9_-]`, at most 64.
 * - `google-generative-ai`: Gemini accepts any id; we keep them to `[a-zA-Z0-9_-]{1,64}`.
 */
export function toolCallIdRules(
  model: Pick<Model, "api" | "provider" | "baseUrl" | "compat">,
): ToolCallIdRules | undefined {
  switch (model.api) {
    case "anthropic-messages":
    case "google-generative-ai":
      return { alphabet: "word", maxLength: 64 };
    case "openai-responses":
      return { alphabet: "word", maxLength: 64, prefix: "call_" };
    case "openai-completions": {
      const limit = resolveChatCompat(model).maxToolCallIdLength ?? 40;
      return limit < SHORT_ID_LIMIT
        ? { alphabet: "alphanumeric", maxLength: limit, exactLength: limit }
        : { alphabet: "word", maxLength: limit };
    }
    default:
      return undefined;
  }
}

/** Whether `id` satisfies `rules`. */
export function isValidToolCallId(id: string, rules: ToolCallIdRules): boolean {
  if (id.length === 0 || id.length > rules.maxLength) return false;
  if (rules.exactLength !== undefined && id.length !== rules.exactLength) return false;
  const prefix = rules.prefix ?? "";
  if (!id.startsWith(prefix) || id.length === prefix.length) return false;
  const allowed = rules.alphabet === "word" ? WORD_CHAR : ALNUM_CHAR;
  for (const ch of id.slice(prefix.length)) if (!allowed.test(ch)) return false;
  return true;
}

/**
 * Assigns target-valid tool-call ids for one history, deterministically:
 * the same history always gets the same ids, and no two calls share one.
 * A source id that is already valid (and unused) is kept; otherwise it is
 * rewritten to a readable, sanitized prefix of itself plus a stable hash.
 */
export class ToolCallIdAssigner {
  private readonly used = new Set<string>();

  /** @param rules - the target's rules; `undefined` keeps every id as it is. */
  constructor(private readonly rules: ToolCallIdRules | undefined) {}

  /**
   * The id to send for one tool call.
   *
   * @param id - the id recorded in the transcript.
   * @param verbatim - keep the id as recorded if unused and not too long (same model: it came from this API).
   */
  assign(id: string, verbatim: boolean): string {
    const rules = this.rules;
    if (!rules) return id;
    if (verbatim && !this.used.has(id) && fitsLength(id, rules)) return this.take(id);
    for (const candidate of [id, `${rules.prefix ?? ""}${sanitize(id, rules)}`]) {
      if (isValidToolCallId(candidate, rules) && !this.used.has(candidate)) return this.take(candidate);
    }
    for (let attempt = 0; ; attempt++) {
      const candidate = hashedId(id, attempt, rules);
      if (!this.used.has(candidate)) return this.take(candidate);
    }
  }

  private take(id: string): string {
    this.used.add(id);
    return id;
  }
}

function fitsLength(id: string, rules: ToolCallIdRules): boolean {
  return (
    id.length > 0 &&
    id.length <= rules.maxLength &&
    (rules.exactLength === undefined || id.length === rules.exactLength)
  );
}

function sanitize(text: string, rules: ToolCallIdRules): string {
  const allowed = rules.alphabet === "word" ? WORD_CHAR : ALNUM_CHAR;
  let out = "";
  for (const ch of text) out += allowed.test(ch) ? ch : rules.alphabet === "word" ? "_" : "";
  const prefix = rules.prefix;
  return prefix !== undefined && out.startsWith(prefix) ? out.slice(prefix.length) : out;
}

function hashedId(original: string, attempt: number, rules: ToolCallIdRules): string {
  const prefix = rules.prefix ?? "";
  const seed = attempt === 0 ? original : `${original}#${attempt}`;
  if (rules.exactLength !== undefined) {
    const length = rules.exactLength - prefix.length;
    let digest = "";
    for (let round = 0; digest.length < length; round++) digest += stableHash(`${seed}/${round}`, HASH_LENGTH);
    return prefix + digest.slice(0, length);
  }
  const hash = stableHash(seed, Math.min(HASH_LENGTH, rules.maxLength - prefix.length));
  const room = rules.maxLength - prefix.length - hash.length - 1;
  const readable = sanitize(original, rules)
    .replace(/[_-]+$/, "")
    .slice(0, Math.max(0, room));
  return readable.length > 0 ? `${prefix}${readable}_${hash}` : `${prefix}${hash}`;
}
