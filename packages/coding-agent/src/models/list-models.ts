import type { Model } from "@keel/ai";
import type { KeyStatus } from "./resolve-api-key.js";

/** One row of `--list-models`. */
export interface ModelRow {
  provider: string;
  id: string;
  contextWindow: number;
  maxTokens: number;
  /** US dollars per million input / output tokens. */
  inputPrice: number;
  outputPrice: number;
  key: KeyStatus;
}

/**
 * The rows of `--list-models [search]`: every model, or those whose
 * provider, id or name contains `search` (case-insensitive), sorted by
 * provider then id.
 */
export function listModelRows(
  models: readonly Model[],
  keyOf: (model: Model) => KeyStatus,
  search?: string,
): ModelRow[] {
  const needle = search?.trim().toLowerCase() ?? "";
  return models
    .filter((m) => needle === "" || `${m.provider}/${m.id} ${m.name}`.toLowerCase().includes(needle))
    .map((m) => ({
      provider: m.provider,
      id: m.id,
      contextWindow: m.contextWindow,
      maxTokens: m.maxTokens,
      inputPrice: m.cost.input,
      outputPrice: m.cost.output,
      key: keyOf(m),
    }))
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.id.localeCompare(b.id));
}

/** `200000` → `200K`, `1048576` → `1M`, `8192` → `8.2K`. */
export function formatTokens(count: number): string {
  if (count >= 1_000_000) return `${trim(count / 1_000_000)}M`;
  if (count >= 1000) return `${trim(count / 1000)}K`;
  return String(count);
}

function trim(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Number(value.toFixed(1)));
}

function price(input: number, output: number): string {
  if (input === 0 && output === 0) return "free";
  return `$${input.toFixed(2)}/$${output.toFixed(2)}`;
}

const KEY_LABEL: Record<KeyStatus, string> = { configured: "yes", "not-needed": "not needed", missing: "no" };

/**
 * The table printed by `--list-models`: aligned columns provider, model,
 * context, max out, price (per million input/output tokens), key.
 *
 * @example
 * console.log(formatModelTable(listModelRows(models, (m) => keyStatus(m, sources), "claude")));
 */
export function formatModelTable(rows: readonly ModelRow[]): string {
  if (rows.length === 0) return "No models match.";
  const table = [
    ["provider", "model", "context", "max out", "price/M in/out", "key"],
    ...rows.map((r) => [
      r.provider,
      r.id,
      formatTokens(r.contextWindow),
      formatTokens(r.maxTokens),
      price(r.inputPrice, r.outputPrice),
      KEY_LABEL[r.key],
    ]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? "").length))) ?? [];
  return table
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
