import type { AnyAgentTool } from "@keel/agent-core";
import { resolveToolSelection, type ToolCliOptions, type ToolSettingsLayer } from "../tools/resolve-tool-selection.js";

/** A tool an extension registered, and whether it starts active. */
export interface CatalogExtensionTool {
  tool: AnyAgentTool;
  defaultActive: boolean;
  /** The extension's file (the tool's `source` in `getAllTools`). */
  extensionPath: string;
}

/** Inputs of {@link ToolCatalog}. */
export interface ToolCatalogOptions {
  /** The built-in tools, in the order the prompt lists them. */
  builtins: readonly AnyAgentTool[];
  /** The built-in names active by default (`read, bash, edit, write`). */
  defaultNames: readonly string[];
  /** The settings files' `defaultTools`, user first. */
  layers?: readonly ToolSettingsLayer[];
  /** The system prompt for an active tool set (the prompt lists the tools). */
  systemPromptFor(tools: readonly AnyAgentTool[]): string;
}

/** The active tools a `--tools`-style change chose, or why it cannot be used (a message for the user). */
export type ToolChoice = { ok: true; names: string[] } | { ok: false; error: string };

/**
 * Every tool a session knows — built-in, extension and MCP tools — and the
 * one lookup by name. Sources join in order: built-ins first, extension
 * tools (one named like a built-in replaces it), then MCP tools as servers
 * connect (an MCP tool never takes a name another tool has). The active
 * set is the agent's and is changed only through `SessionControls`.
 *
 * @example
 * const catalog = new ToolCatalog({ builtins, defaultNames: DEFAULT_TOOL_NAMES, systemPromptFor });
 * catalog.addExtensionTools(loaded.tools);
 * catalog.pick(["read", "deploy"]); // the tool objects, unknown names left out
 */
export class ToolCatalog {
  private readonly builtins: readonly AnyAgentTool[];
  private extensionTools: readonly CatalogExtensionTool[] = [];
  private mcpTools: readonly AnyAgentTool[] = [];
  private tools: readonly AnyAgentTool[];
  private byName: Map<string, AnyAgentTool>;
  private readonly defaultNames: readonly string[];
  /** The settings files' `defaultTools`, user first. */
  readonly layers: readonly ToolSettingsLayer[];
  private readonly promptFor: (tools: readonly AnyAgentTool[]) => string;

  constructor(options: ToolCatalogOptions) {
    this.builtins = options.builtins;
    this.defaultNames = options.defaultNames;
    this.layers = options.layers ?? [];
    this.promptFor = options.systemPromptFor;
    this.tools = options.builtins;
    this.byName = new Map(this.tools.map((tool) => [tool.name, tool]));
  }

  /** Every known tool: built-ins (less those an extension replaced), extension tools, then MCP tools. */
  all(): readonly AnyAgentTool[] {
    return this.tools;
  }

  /** Every known tool's name, in {@link all}'s order. */
  names(): string[] {
    return this.tools.map((tool) => tool.name);
  }

  /** The tool with this name, if the session knows one. */
  get(name: string): AnyAgentTool | undefined {
    return this.byName.get(name);
  }

  /** Where a tool came from, as `getAllTools` reports it: the registering extension's path, else `builtin`. */
  source(name: string): string {
    return this.extensionTools.find((entry) => entry.tool.name === name)?.extensionPath ?? "builtin";
  }

  /** The tools of these names, first occurrence of each, in the order given; unknown names are left out. */
  pick(names: readonly string[]): AnyAgentTool[] {
    return [...new Set(names)].flatMap((name) => {
      const tool = this.byName.get(name);
      return tool ? [tool] : [];
    });
  }

  /** Whether this tool came from an MCP server (the MCP glue replaces these as servers change). */
  isMcp(tool: AnyAgentTool): boolean {
    return this.mcpTools.includes(tool);
  }

  /** The starting set before settings: the default built-ins plus extension tools registered active. */
  get defaults(): string[] {
    return [
      ...this.defaultNames,
      ...this.extensionTools.filter((entry) => entry.defaultActive).map((entry) => entry.tool.name),
    ];
  }

  /** The system prompt for an active tool set (the prompt lists the tools). */
  systemPromptFor(tools: readonly AnyAgentTool[]): string {
    return this.promptFor(tools);
  }

  /**
   * Applies `--tools` semantics to the `current` active names (plain names
   * replace it, `+name`/`-name` change it, `noTools` empties it,
   * `excludeTools` removes last); an unknown name is an error naming it.
   */
  choose(current: readonly string[], cli: ToolCliOptions): ToolChoice {
    const selection = resolveToolSelection({
      available: this.names(),
      defaults: this.defaults,
      layers: this.layers,
      resumed: current,
      cli,
    });
    if (selection.ok) return { ok: true, names: selection.active };
    return {
      ok: false,
      error:
        selection.diagnostics.map((d) => (d.hint ? `${d.message} (${d.hint})` : d.message)).join("; ") ||
        "the tool selection is invalid",
    };
  }

  /** Adds the tools extensions registered; one named like a built-in replaces it. */
  addExtensionTools(tools: readonly CatalogExtensionTool[]): void {
    this.extensionTools = [...this.extensionTools, ...tools];
    this.rebuild();
  }

  /**
   * Replaces the MCP tools with the servers' current ones; a tool whose name
   * another tool already has is left out. Returns the MCP tools kept.
   */
  setMcpTools(tools: readonly AnyAgentTool[], taken: ReadonlySet<string> = new Set()): AnyAgentTool[] {
    const kept = tools.filter((tool) => !taken.has(tool.name));
    this.mcpTools = kept;
    this.rebuild();
    return kept;
  }

  private rebuild(): void {
    const replaced = new Set(this.extensionTools.map((entry) => entry.tool.name));
    this.tools = [
      ...this.builtins.filter((tool) => !replaced.has(tool.name)),
      ...this.extensionTools.map((entry) => entry.tool),
      ...this.mcpTools,
    ];
    this.byName = new Map(this.tools.map((tool) => [tool.name, tool]));
  }
}
