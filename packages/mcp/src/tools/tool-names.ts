import { createHash } from "node:crypto";

/** Longest tool name providers accept (OpenAI and Anthropic: 64). */
const MAX_NAME = 64;

/** Every character other than letters, digits and `_` becomes `_` (`get-tiny-image` → `get_tiny_image`). */
export function sanitizeToolPart(part: string): string {
  return part.replace(/[^A-Za-z0-9_]/g, "_");
}

function suffix(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 6);
}

/**
 * The model-facing names of one server's tools, in order:
 * `mcp__<server>__<tool>`, sanitized. Tools whose names then collide all get
 * `_<hash>` of their original name (stable across runs and list orders); a
 * name past 64 characters is cut and gets the same kind of suffix.
 *
 * @example
 * mcpToolNames("everything", ["get-tiny-image"]); // ["mcp__everything__get_tiny_image"]
 */
export function mcpToolNames(server: string, tools: readonly string[]): string[] {
  const prefix = `mcp__${sanitizeToolPart(server)}__`;
  const plain = tools.map((tool) => `${prefix}${sanitizeToolPart(tool)}`);
  const counts = new Map<string, number>();
  for (const name of plain) counts.set(name, (counts.get(name) ?? 0) + 1);
  return plain.map((name, index) => {
    const original = tools[index] as string;
    let result = (counts.get(name) ?? 0) > 1 ? `${name}_${suffix(original)}` : name;
    if (result.length > MAX_NAME) result = `${result.slice(0, MAX_NAME - 7)}_${suffix(original)}`;
    return result;
  });
}
