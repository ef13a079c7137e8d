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

/** Expands a provider's compact model table into full {@link Model} descriptions. */
export function defineModels(defaults: ProviderDefaults, rows: readonly ModelRow[]): readonly Model[] {
  return rows.map((row) => {
    const [input, output, cacheRead, cacheWrite] = row.price;
    const model: Model = {
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
