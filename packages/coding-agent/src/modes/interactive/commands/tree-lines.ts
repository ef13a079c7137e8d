import type { SessionTreeNode } from "../../../runtime/session-tree.js";

/** One message of the session tree, as the `/tree` list shows it. */
export interface TreeLine {
  entryId: string;
  /** The line shown: indentation for branches, `●` on the current branch, who spoke, the text's start. */
  label: string;
  role: "user" | "assistant";
  onBranch: boolean;
}

function text(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((block: { type?: string; text?: string }) => (block.type === "text" ? (block.text ?? "") : ""))
    .join(" ");
}

function oneLine(value: string, max: number): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The user and assistant messages of a session tree, depth-first in append
 * order. Indentation grows only where the conversation branches, so a long
 * straight conversation stays flush left.
 */
export function treeLines(roots: readonly SessionTreeNode[], branch: ReadonlySet<string>, width = 70): TreeLine[] {
  const out: TreeLine[] = [];
  const visit = (node: SessionTreeNode, depth: number): void => {
    const entry = node.entry;
    if (entry.type === "message" && (entry.message.role === "user" || entry.message.role === "assistant")) {
      const said = oneLine(text(entry.message.content), Math.max(10, width - depth * 2 - 14));
      if (said !== "" || entry.message.role === "user") {
        const onBranch = branch.has(entry.id);
        const who = entry.message.role === "user" ? "you" : "model";
        out.push({
          entryId: entry.id,
          label: `${"  ".repeat(depth)}${onBranch ? "●" : "○"} ${who}: ${said}${node.label ? ` [${node.label}]` : ""}`,
          role: entry.message.role,
          onBranch,
        });
      }
    }
    const nested = node.children.length > 1 ? depth + 1 : depth;
    for (const child of node.children) visit(child, nested);
  };
  for (const root of roots) visit(root, roots.length > 1 ? 1 : 0);
  return out;
}
