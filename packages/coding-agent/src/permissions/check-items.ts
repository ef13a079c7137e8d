import { resolvePath } from "./canonical-path.js";
import { analyzeShellCommand } from "./shell-analysis.js";

/** One thing a tool call does that the rules decide on. */
export type CheckItem =
  /** A call of a tool without a path (an extension or MCP tool, `powershell`…): decided by its name. */
  | { kind: "tool"; tool: string }
  /** A file the call reads or writes: a file tool's `path`, or a shell redirection. */
  | {
      kind: "path";
      /** The tool that touches it (`bash` for a redirection). */
      tool: string;
      access: "read" | "write";
      /** Canonical real path. */
      path: string;
      /** As the model wrote it. */
      written: string;
    }
  /** One simple command of a bash call, quotes removed (see `DYNAMIC`). */
  | { kind: "command"; words: string[] }
  /**
   * A part of a bash call the checker cannot see through (or a file tool's
   * path it cannot resolve). `redirect` marks a redirection to a file only
   * known at run time.
   */
  | { kind: "opaque"; reason: string; text: string; redirect?: "read" | "write"; tool?: string };

/** The tools that only read, allowed inside the project by default and the only ones plan mode runs. */
export const READ_ONLY_TOOLS: readonly string[] = ["read", "grep", "find", "ls"];
const WRITE_TOOLS: readonly string[] = ["edit", "write"];

/** Where paths of a call resolve from. */
export interface CheckContext {
  cwd: string;
  homeDir: string;
}

/**
 * What a call does, as items the rules decide on: a bash command is parsed
 * into its simple commands, redirections and opaque parts; a file tool's
 * path is made canonical (symlinks and `..` resolved); any other tool is
 * one item named after it.
 */
export async function checkItems(
  toolName: string,
  args: Record<string, unknown>,
  context: CheckContext,
): Promise<CheckItem[]> {
  if (toolName === "bash") {
    const command = args.command;
    if (typeof command !== "string") return [{ kind: "opaque", reason: "the call has no command", text: "" }];
    const analysis = await analyzeShellCommand(command);
    if (analysis.parts.length === 0) return [{ kind: "opaque", reason: "the command is empty", text: command }];
    const items: CheckItem[] = [];
    for (const part of analysis.parts) {
      switch (part.kind) {
        case "command":
          items.push({ kind: "command", words: part.words });
          break;
        case "read":
        case "write": {
          const where = await resolvePath(part.path, context.cwd, context.homeDir, "shell");
          if (where.kind === "stream") break; // one of the shell's own descriptors, opened by a part checked on its own
          if (where.kind === "unknown") {
            items.push({ kind: "opaque", reason: where.reason, text: part.path, redirect: part.kind });
            break;
          }
          items.push({ kind: "path", tool: "bash", access: part.kind, path: where.path, written: part.path });
          break;
        }
        case "opaque":
          items.push(part);
          break;
        default: {
          const unreachable: never = part;
          throw new Error(`unknown shell part ${JSON.stringify(unreachable)}`);
        }
      }
    }
    return items;
  }
  const readOnly = READ_ONLY_TOOLS.includes(toolName);
  if (readOnly || WRITE_TOOLS.includes(toolName)) {
    const given = args.path;
    const written = typeof given === "string" && given.trim() !== "" ? given : readOnly ? "." : undefined;
    if (written === undefined) return [{ kind: "tool", tool: toolName }];
    const where = await resolvePath(written, context.cwd, context.homeDir, "tool");
    // The tool resolves the same way and refuses what cannot be known in advance.
    if (where.kind === "unknown") return [{ kind: "opaque", reason: where.reason, text: written, tool: toolName }];
    const path = where.kind === "file" ? where.path : written;
    return [{ kind: "path", tool: toolName, access: readOnly ? "read" : "write", path, written }];
  }
  return [{ kind: "tool", tool: toolName }];
}
