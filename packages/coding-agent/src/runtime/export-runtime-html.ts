import { formatDiagnostic } from "../diagnostics.js";
import type { SessionFile } from "../session/session-file.js";
import type { RuntimeResult } from "./runtime-result.js";

/**
 * Exports the live session (its entries in memory, so a session kept in
 * memory works too) as HTML. The exporter (and its markdown renderer) loads
 * on first use, so a front end that never exports does not pay for it.
 */
export async function exportRuntimeHtml(
  store: SessionFile,
  cwd: string,
  outputPath: string | undefined,
): Promise<RuntimeResult<{ path: string }>> {
  const { exportSessionHtml } = await import("../export-html/export-session-html.js");
  const result = await exportSessionHtml({
    header: store.header,
    entries: store.entries,
    leafId: store.leafId,
    ...(store.path === undefined ? {} : { sessionPath: store.path }),
    ...(outputPath === undefined ? {} : { outputPath }),
    cwd,
  });
  if (!result.ok) return { ok: false, error: result.diagnostics.map(formatDiagnostic).join("\n") };
  return { ok: true, value: { path: result.path } };
}
