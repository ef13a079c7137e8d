import { writeFileAtomic } from "../config-files/atomic-write.js";
import { readJsonObjectFile } from "../config-files/read-json-object-file.js";
import type { Diagnostic } from "../diagnostics.js";

/** The outcome of {@link editMcpFile}. */
export type EditMcpFileResult = { ok: true; changed: boolean } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Changes the `mcpServers` object of an `mcp.json` (created when absent)
 * and writes it back atomically. Every other key, and every other server
 * entry (with keys Keel does not know), is kept as it was. A file that is
 * not valid JSON is never rewritten: the change is refused with its line
 * and column, so nothing the user wrote is lost.
 *
 * @example
 * await editMcpFile(path, (servers) => ({ ...servers, fs: { command: "npx", args: ["-y", "server-filesystem", "."] } }));
 */
export async function editMcpFile(
  path: string,
  change: (servers: Record<string, unknown>) => Record<string, unknown> | undefined,
): Promise<EditMcpFileResult> {
  const read = await readJsonObjectFile(path);
  if (!read.ok) return read;
  const current = read.value;
  const servers = current.mcpServers;
  if (servers !== undefined && (typeof servers !== "object" || servers === null || Array.isArray(servers))) {
    return {
      ok: false,
      diagnostics: [{ severity: "error", source: path, path: "/mcpServers", message: "is not an object; not changed" }],
    };
  }
  const next = change(structuredClone((servers ?? {}) as Record<string, unknown>));
  if (next === undefined) return { ok: true, changed: false };
  await writeFileAtomic(path, `${JSON.stringify({ ...current, mcpServers: next }, null, 2)}\n`);
  return { ok: true, changed: true };
}
