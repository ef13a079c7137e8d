import type { AnyAgentTool } from "@keel/agent-core";
import { schemaToTypeScript } from "./schema-to-typescript.js";

/** Default budget of the declarations in the `codemode` description, in estimated tokens (as pi's). */
export const DEFAULT_DECLARATION_BUDGET_TOKENS = 3000;

/** A tool as scripts see it in `ALL_TOOLS` and `searchTools()`. */
export interface ScriptToolInfo {
  /** The tool's name (`mcp__github__search`). */
  name: string;
  /** Its method on `tools` (`tools.mcp__github__search`). */
  method: string;
  description: string;
}

/**
 * A tool's method name on `tools`: characters that cannot be in a
 * JavaScript identifier become `_` (so `mcp__dev-radius__search` is
 * `mcp__dev_radius__search`).
 */
export function scriptMethodName(toolName: string): string {
  const name = toolName.replace(/[^A-Za-z0-9_$]/g, "_");
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/** A tool's entry in `ALL_TOOLS`. */
export function scriptToolInfo(tool: AnyAgentTool): ScriptToolInfo {
  return { name: tool.name, method: scriptMethodName(tool.name), description: tool.description };
}

/** A tool's TypeScript declaration: its description as a comment, then `name(args): Promise<string>`. */
export function declareTool(tool: AnyAgentTool): string {
  const doc = tool.description
    .trim()
    .replace(/\*\//g, "* /")
    .split("\n")
    .map((line) => ` * ${line}`.trimEnd())
    .join("\n");
  return `/**\n${doc}\n */\n${scriptMethodName(tool.name)}(args: ${schemaToTypeScript(tool.parameters)}): Promise<string>;`;
}

/** Estimated tokens of a text (4 characters a token, the usual rough figure). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The declarations of `tools`, in order, while they fit in `budgetTokens`;
 * the tools left out are named so a script can ask `describeTool()` for them.
 */
export function declarationsWithinBudget(
  tools: readonly AnyAgentTool[],
  budgetTokens: number,
): { text: string; declared: string[]; omitted: string[] } {
  const parts: string[] = [];
  const declared: string[] = [];
  const omitted: string[] = [];
  let used = 0;
  for (const tool of tools) {
    const declaration = declareTool(tool);
    const cost = estimateTokens(declaration);
    if (omitted.length === 0 && used + cost <= budgetTokens) {
      parts.push(declaration);
      declared.push(tool.name);
      used += cost;
    } else omitted.push(tool.name);
  }
  return { text: parts.join("\n\n"), declared, omitted };
}

/**
 * Ranks tools for a query: an exact name first, then by how many query
 * words appear in the name (counted three times) and the description.
 * Tools that match no word are left out.
 */
export function searchToolInfos(tools: readonly ScriptToolInfo[], query: string, limit: number): ScriptToolInfo[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
  return tools
    .map((tool, index) => {
      const name = tool.name.toLowerCase();
      const description = tool.description.toLowerCase();
      let score = name === q || tool.method.toLowerCase() === q ? 1000 : 0;
      for (const word of words) {
        if (name.includes(word)) score += 3;
        if (description.includes(word)) score += 1;
      }
      return { tool, index, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.tool);
}
