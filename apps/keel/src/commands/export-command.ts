import { exportSessionHtml } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { reportDiagnostics } from "../report.js";

/**
 * `keel --export <session.jsonl> [out.html]`: writes the session as one
 * self-contained HTML page and prints its path. Exit 0 when written, 1 when
 * the session cannot be read or the page cannot be written (nothing is
 * written then, and an earlier file at the output path is left as it was).
 */
export async function exportCommand(
  request: { sessionFile: string; outputPath?: string },
  io: KeelIo,
): Promise<number> {
  const result = await exportSessionHtml({
    sessionFile: request.sessionFile,
    ...(request.outputPath === undefined ? {} : { outputPath: request.outputPath }),
    cwd: io.cwd,
  });
  reportDiagnostics(io, result.diagnostics);
  if (!result.ok) return 1;
  io.stdout.write(`Exported the session to ${result.path}\n`);
  return 0;
}
