import type { SessionTreeNode } from "../../../runtime/session-tree.js";

/** One message (or branch summary) of the session tree, as the `/tree` list shows it. */
export interface TreeLine {
  entryId: string;
  /** The line shown: indentation for branches, `●` on the current branch, who spoke, the text's start. */
  label: string;
  /** `summary`: the model's summary of a branch left (`navigate_tree` with `summarize`). */
  role: "user" | "assistant" | "summary";
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
 * The user and assistant messages and the branch summaries of a session
 * tree, depth-first in append order. Indentation grows only where the conversation branches, so a long
 * straight conversation stays flush left.
 */
export function treeLines(roots: readonly SessionTreeNode[], branch: ReadonlySet<string>, width = 70): TreeLine[] {
  const out: TreeLine[] = [];
  const visit = (node: SessionTreeNode, depth: number): void => {
    const entry = node.entry;
    if (entry.type === "branch_summary") {
      const onBranch = branch.has(entry.id);
      const said = oneLine(entry.summary, Math.max(10, width - depth * 2 - 26));
      const label = `${"  ".repeat(depth)}${onBranch ? "●" : "○"} summary of a branch left: ${said}`;
      out.push({ entryId: entry.id, label, role: "summary", onBranch });
    } else if (entry.type === "message" && (entry.message.role === "user" || entry.message.role === "assistant")) {
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
