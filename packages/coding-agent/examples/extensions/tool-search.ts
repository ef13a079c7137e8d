// Keeps a catalog of tools inactive and lets the model switch on the ones
// it needs with `tool_search`. The change reaches the next request.
import { Type } from "typebox";
import type { ExtensionAPI, ExtensionToolDefinition } from "../../src/index.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** Tools that start inactive; `tool_search` finds them by words of their name and description. */
export const CATALOG: ExtensionToolDefinition[] = [
  {
    name: "convert_units",
    label: "Convert units",
    description: "Convert a length between metres, feet and inches.",
    parameters: Type.Object({ value: Type.Number(), from: Type.String(), to: Type.String() }),
    defaultActive: false,
    async execute(_id, params) {
      const metres: Record<string, number> = { m: 1, ft: 0.3048, in: 0.0254 };
      const { value, from, to } = params as { value: number; from: string; to: string };
      const a = metres[from];
      const b = metres[to];
      if (a === undefined || b === undefined) return { ...text(`Units must be one of m, ft, in.`), isError: true };
      return text(`${value} ${from} = ${((value * a) / b).toFixed(4)} ${to}`);
    },
  },
  {
    name: "word_count",
    label: "Word count",
    description: "Count the words and lines of a text.",
    parameters: Type.Object({ text: Type.String() }),
    defaultActive: false,
    async execute(_id, params) {
      const input = (params as { text: string }).text;
      return text(`${input.split(/\s+/).filter(Boolean).length} words, ${input.split("\n").length} lines`);
    },
  },
];

/** Catalog tools whose name or description contain any word of `query`, best first. */
export function searchCatalog(query: string, names: readonly { name: string; description: string }[]): string[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
  return names
    .map((tool) => {
      const haystack = `${tool.name.replaceAll("_", " ")} ${tool.description}`.toLowerCase();
      return { name: tool.name, score: words.filter((w) => haystack.includes(w)).length };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((hit) => hit.name);
}

export default function toolSearch(pi: ExtensionAPI): void {
  for (const tool of CATALOG) pi.registerTool(tool);
  const catalogNames = new Set(CATALOG.map((t) => t.name));

  pi.registerTool({
    name: "tool_search",
    label: "Tool search",
    description: "Find and switch on tools for a task the active tools cannot do. Describe the capability you need.",
    promptSnippet: "Find and enable more tools",
    promptGuidelines: ["Use tool_search when no active tool can do what the task needs."],
    parameters: Type.Object({ query: Type.String({ description: "The capability needed, in a few words." }) }),
    async execute(_id, params: { query: string }) {
      const candidates = pi.getAllTools().filter((tool) => catalogNames.has(tool.name));
      const found = searchCatalog(params.query, candidates);
      if (found.length === 0) return { ...text(`No tool matches "${params.query}".`), details: { enabled: [] } };
      const active = pi.getActiveTools();
      const enabled = found.filter((name) => !active.includes(name));
      pi.setActiveTools([...active, ...enabled]);
      const message = enabled.length > 0 ? `Enabled: ${enabled.join(", ")}.` : `Already active: ${found.join(", ")}.`;
      return { ...text(`${message} They can be called from the next step on.`), details: { enabled } };
    },
  });
}
