/** Which provider a schema was being adapted for. */
export type SchemaTarget = "anthropic" | "google";

/**
 * A tool's parameter schema that cannot be expressed in a provider's schema
 * dialect (a cyclic `$ref` for Gemini, a non-object root for Anthropic…).
 * Thrown by the pure adaptation functions; adapters turn it into an
 * `invalid_request` error before any request is sent.
 */
export class SchemaAdaptationError extends Error {
  override readonly name = "SchemaAdaptationError";

  /**
   * @param toolName - the tool whose `parameters` failed to adapt.
   * @param keyword - the JSON Schema keyword at fault (`$ref`, `type`, `allOf`…).
   * @param path - JSON pointer of the offending node inside `parameters` (`""` for the root).
   * @param reason - why that keyword cannot be adapted.
   */
  constructor(
    readonly target: SchemaTarget,
    readonly toolName: string,
    readonly keyword: string,
    readonly path: string,
    reason: string,
  ) {
    super(
      `Tool "${toolName}": its parameter schema cannot be adapted for ${target === "google" ? "Gemini" : "Anthropic"}: ` +
        `\`${keyword}\` at ${path === "" ? "the root" : path} ${reason}.`,
    );
  }
}
