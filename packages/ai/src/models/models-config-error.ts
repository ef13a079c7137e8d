/** One problem in a models config: where (a JSON Pointer, or `(root)`) and what is wrong. */
export interface ModelsConfigIssue {
  path: string;
  message: string;
}

/**
 * A models config (for example `~/.keel/models.json`) that could not be
 * used. The message names the file (when there is one), the JSON syntax
 * error with its line and column, or every failing path.
 */
export class ModelsConfigError extends Error {
  override readonly name = "ModelsConfigError";
  /** The file the config came from, when it came from a file. */
  readonly path: string | undefined;
  /** Every failing path (empty for a syntax error or an unreadable file). */
  readonly issues: readonly ModelsConfigIssue[];

  constructor(
    message: string,
    details: { path?: string; issues?: readonly ModelsConfigIssue[] } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.path = details.path;
    this.issues = details.issues ?? [];
  }
}
