import { Agent } from "@keel/agent-core";
import { getModel, type Model } from "@keel/ai";
import { createFaux } from "@keel/ai/testing";
import { ProcessRegistry } from "@keel/tools";
import { describe, expect, it } from "vitest";
import { SessionFile } from "../session/session-file.js";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";
import { BUILTIN_TOOL_NAMES, DEFAULT_TOOL_NAMES } from "../tools/tool-names.js";
import { AgentSession } from "./agent-session.js";
import { SessionControls } from "./session-controls.js";
import type { AgentSessionEvent } from "./session-events.js";
import { ToolCatalog } from "./tool-catalog.js";

const noKeys = { auth: {}, env: {}, modelsJsonKeys: new Map<string, string>() };

function setup(keySources = noKeys) {
  const faux = createFaux({ responses: [] });
  const catalog = new ToolCatalog({
    builtins: createBuiltinTools(BUILTIN_TOOL_NAMES, "/project", {
      processes: new ProcessRegistry(),
      homeDir: "/home",
    }),
    defaultNames: DEFAULT_TOOL_NAMES,
    systemPromptFor: (tools) => `tools: ${tools.map((tool) => tool.name).join(",")}`,
  });
  const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
  const file = SessionFile.create({ cwd: "/project" });
  const controls = new SessionControls({ agent, recorder: file, catalog, keySources });
  const session = new AgentSession({
    agent,
    controls,
    retry: { enabled: false, maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
  });
  const events: AgentSessionEvent[] = [];
  session.subscribe((event) => void events.push(event));
  return { agent, file, controls, catalog, events, faux };
}

const entryTypes = (file: SessionFile) => file.entries.map((entry) => entry.type);

describe("SessionControls", () => {
  it("refuses a model whose provider has no key, saying how to add one, and records nothing", () => {
    const { controls, file, faux } = setup();
    const keyless = getModel("anthropic", "claude-sonnet-5-5") as Model;
    const refused = controls.setModel(keyless);
    expect(refused).toEqual({
      ok: false,
      error: 'no API key is configured for provider "anthropic": add one with keel auth or its variable',
    });
    expect(controls.model).toBe(faux.model);
    expect(entryTypes(file)).toEqual([]);
  });

  it("switches to a model with a key (from any source) and records one model_change entry", () => {
    const { controls, file } = setup({ ...noKeys, env: { ANTHROPIC_API_KEY: "sk-test" } });
    const model = getModel("anthropic", "claude-sonnet-5-5") as Model;
    expect(controls.setModel(model)).toEqual({ ok: true, value: model });
    expect(controls.model).toBe(model);
    expect(file.entries).toMatchObject([{ type: "model_change", provider: "anthropic", modelId: model.id }]);
  });

  it("records and announces a thinking level change once, as a session event", async () => {
    const { controls, file, events } = setup();
    controls.setThinkingLevel("high");
    await Promise.resolve();
    expect(controls.thinkingLevel).toBe("high");
    expect(file.entries).toMatchObject([{ type: "thinking_level_change", thinkingLevel: "high" }]);
    expect(events).toEqual([{ type: "thinking_level_changed", level: "high" }]);
  });

  it("sets the active tools by name (unknown and repeated names ignored), with a system prompt that lists them", () => {
    const { controls, file } = setup();
    expect(controls.setActiveTools(["grep", "nope", "read", "grep"])).toEqual(["grep", "read"]);
    expect(controls.activeToolNames()).toEqual(["grep", "read"]);
    expect(controls.systemPrompt).toBe("tools: grep,read");
    expect(file.entries).toMatchObject([{ type: "active_tools_change", tools: ["grep", "read"] }]);
  });

  it("changes the tools with --tools semantics and refuses an unknown name, naming it", () => {
    const { controls, file } = setup();
    controls.setActiveTools(["read", "bash"]);
    expect(controls.chooseTools({ tools: ["+grep,-bash"] })).toEqual({ ok: true, value: ["read", "grep"] });
    const refused = controls.chooseTools({ tools: ["+nope"] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain('"nope"');
    expect(controls.activeToolNames()).toEqual(["read", "grep"]);
    expect(entryTypes(file)).toEqual(["active_tools_change", "active_tools_change"]);
  });

  it("adds a message to the context and the file; replacing the context records nothing", () => {
    const { controls, file } = setup();
    const message = { role: "user" as const, content: "hello", timestamp: 1 };
    controls.appendToContext(message);
    expect(controls.messages).toEqual([message]);
    controls.replaceContext([]);
    expect(controls.messages).toEqual([]);
    expect(entryTypes(file)).toEqual(["message"]);
  });

  it("records the start only where it differs from the resumed session", () => {
    const { controls, file, faux } = setup();
    controls.replaceContext([]);
    controls.setActiveTools(["read"]);
    const before = file.entries.length;
    controls.recordStart({ model: { provider: faux.model.provider, modelId: faux.model.id }, activeTools: ["read"] });
    expect(file.entries.length).toBe(before);
    controls.recordStart({});
    expect(entryTypes(file).slice(before)).toEqual(["model_change", "active_tools_change"]);
  });
});

describe("ToolCatalog", () => {
  it("looks tools up by name across built-in, extension and MCP tools; an extension tool replaces a built-in", () => {
    const { catalog } = setup();
    const read = catalog.get("read");
    const mine = { ...(read as NonNullable<typeof read>), description: "my read" };
    catalog.addExtensionTools([{ tool: mine, defaultActive: false, extensionPath: "/ext/read.ts" }]);
    const mcp = { ...mine, name: "mcp__srv__x", description: "x" };
    catalog.setMcpTools([mcp]);
    expect(catalog.get("read")).toBe(mine);
    expect(catalog.source("read")).toBe("/ext/read.ts");
    expect(catalog.get("mcp__srv__x")).toBe(mcp);
    expect(catalog.names().filter((name) => name === "read")).toHaveLength(1);
    catalog.setMcpTools([]);
    expect(catalog.get("mcp__srv__x")).toBeUndefined();
  });
});
