import type { ModelCompat } from "./models/model-compat.js";

export type { ModelCompat } from "./models/model-compat.js";

/** Wire APIs with built-in adapters. Custom providers may use any other string. */
export type KnownApi =
  | "openai-completions"
  | "openai-responses"
  | "anthropic-messages"
  | "google-generative-ai"
  | "faux";

/** A wire API identifier; `stream()` dispatches on it. */
export type Api = KnownApi | (string & {});

/** How much the model should reason. Ignored for models that do not reason. */
export type ThinkingLevel = "off" | "minimal" | "low" | "medium" | "high" | "xhigh";

/** Prices in US dollars per million tokens. */
export interface ModelCost {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/** Everything Keel needs to know to call one model. */
export interface Model<TApi extends Api = Api> {
  /** Id sent to the provider. */
  id: string;
  /** Human-readable name. */
  name: string;
  api: TApi;
  /** Provider id, e.g. `openai`, `anthropic`, `google`, `groq`. */
  provider: string;
  /** Endpoint root. For the OpenAI APIs it includes `/v1`; for Anthropic and Google it is the host root. */
  baseUrl: string;
  /** Whether the model supports a reasoning/thinking mode. */
  reasoning: boolean;
  /** Accepted input modalities. */
  input: ("text" | "image")[];
  cost: ModelCost;
  /** Maximum context length in tokens. */
  contextWindow: number;
  /** Maximum output tokens per response. */
  maxTokens: number;
  /** Extra HTTP headers sent with every request to this model. */
  headers?: Record<string, string>;
  compat?: ModelCompat;
}
