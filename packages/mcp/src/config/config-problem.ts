/**
 * A problem with an MCP configuration: which file, which server, what is
 * wrong and what to do. The server is skipped; the others still connect.
 */
export interface McpConfigProblem {
  severity: "error" | "warning";
  /** The file (or label) the entry came from. */
  source: string;
  /** The server name, when the problem belongs to one entry. */
  server?: string;
  /** 1-based place in `source`, when known (bad JSON). */
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}
