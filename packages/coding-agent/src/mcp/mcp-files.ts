import { join } from "node:path";
import { jsonSyntaxDiagnostic, readConfigText } from "../config-files/config-text.js";
import { parseJsonDocument } from "../config-files/json-document.js";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths, ProjectPaths } from "../home/keel-home.js";

/** `$KEEL_HOME/mcp.json`. */
export function userMcpFile(home: KeelHomePaths): string {
  return join(home.home, "mcp.json");
}

/** `<project>/.keel/mcp.json`. */
export function projectMcpFile(project: ProjectPaths): string {
  return join(project.dir, "mcp.json");
}

/** `$KEEL_HOME/mcp.log`: server log notifications and stdio servers' stderr. */
export function mcpLogFile(home: KeelHomePaths): string {
  return join(home.home, "mcp.log");
}

/** `$KEEL_HOME/mcp-auth.json` (mode 0600): OAuth clients and tokens. */
export function mcpAuthFile(home: KeelHomePaths): string {
  return join(home.home, "mcp-auth.json");
}

/** One `mcp.json` that exists and parsed as JSON. */
export interface McpFile {
  path: string;
  value: unknown;
}

/**
 * Reads the user's `mcp.json` and, when given (a trusted project), the
 * project's. A missing file is no problem; unreadable or bad JSON is a
 * diagnostic with its line and column, and that file's servers are skipped.
 * Reads nothing else and loads no MCP code.
 */
export async function readMcpFiles(paths: readonly string[]): Promise<{ files: McpFile[]; diagnostics: Diagnostic[] }> {
  const files: McpFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const text = await readConfigText(path);
    if (text.status === "missing") continue;
    if (text.status === "unreadable") {
      diagnostics.push(text.diagnostic);
      continue;
    }
    if (text.text.trim() === "") continue;
    const doc = parseJsonDocument(text.text);
    if (!doc.ok) {
      diagnostics.push(jsonSyntaxDiagnostic(path, doc, "Its MCP servers were skipped; fix the file and run again."));
      continue;
    }
    files.push({ path, value: doc.value });
  }
  return { files, diagnostics };
}
