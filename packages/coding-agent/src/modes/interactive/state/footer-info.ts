/** What the footer shows about the session; read from the session host after every change. */
export interface FooterInfo {
  provider: string;
  modelId: string;
  thinkingLevel: string;
  tokensIn: number;
  tokensOut: number;
  cacheRead: number;
  cacheWrite: number;
  /** US dollars. */
  cost: number;
  /** Estimated tokens of the next request. */
  contextTokens: number;
  contextWindow: number;
  sessionName?: string;
  /** Whether the project's own settings and resources are used. */
  trusted: boolean;
  /** True when the folder has project configuration at all (else trust is not worth showing). */
  hasProject: boolean;
  /** The OS sandbox's state: shown only when it could not start (`unavailable`). */
  sandbox?: "active" | "off" | "unavailable";
}
