import type { Api, Model, ModelCompat } from "../model.js";

/** Prices per million tokens as a tuple: input, output, cache read, cache write. */
export type PriceRow = readonly [input: number, output: number, cacheRead: number, cacheWrite: number];

/** One row of a provider's model table. */
export interface ModelRow {
  id: string;
  name: string;
  contextWindow: number;
  maxTokens: number;
  /** Prices in US dollars per million tokens. */
  price: PriceRow;
  reasoning?: boolean;
  input?: Model["input"];
  compat?: ModelCompat;
}

/** What every model of one provider shares. */
export interface ProviderDefaults {
  provider: string;
  api: Api;
  baseUrl: string;
  reasoning: boolean;
  input: Model["input"];
  compat?: ModelCompat;
}

/** A built-in model: a {@link Model} whose `provider` and `id` are literal types. */
export type BuiltinModel<P extends string = string, I extends string = string> = Model & {
  readonly provider: P;
  readonly id: I;
};

/**
 * Expands a provider's compact model table into full {@link Model}
 * descriptions, keeping the provider and the ids as literal types (they
 * type `getModel`'s arguments).
 */
export function defineModels<const P extends string, const R extends readonly ModelRow[]>(
  defaults: ProviderDefaults & { provider: P },
  rows: R,
): readonly BuiltinModel<P, R[number]["id"]>[] {
  return rows.map((row): BuiltinModel<P, R[number]["id"]> => {
    const [input, output, cacheRead, cacheWrite] = row.price;
    const model: BuiltinModel<P, R[number]["id"]> = {
      id: row.id,
      name: row.name,
      api: defaults.api,
      provider: defaults.provider,
      baseUrl: defaults.baseUrl,
      reasoning: row.reasoning ?? defaults.reasoning,
      input: [...(row.input ?? defaults.input)],
      cost: { input, output, cacheRead, cacheWrite },
      contextWindow: row.contextWindow,
      maxTokens: row.maxTokens,
    };
    const compat = defaults.compat || row.compat ? { ...defaults.compat, ...row.compat } : undefined;
    if (compat) model.compat = compat;
    return model;
  });
}
