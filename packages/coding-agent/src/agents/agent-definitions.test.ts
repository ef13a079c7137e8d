import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { loadAgentDefinitions } from "./load-agent-definitions.js";
import { parseAgentFile, parseToolList } from "./parse-agent-file.js";

describe("parseAgentFile", () => {
  it("reads name, description, tools, model, thinking, isolation and the body as the system prompt", () => {
    const parsed = parseAgentFile(
      "---\nname: scout\ndescription: Finds files fast\ntools: read, grep\nmodel: local/scripted\nthinking: low\nisolation: worktree\n---\nYou find files.\n",
      "/p/scout.md",
      "project",
    );
    expect(parsed).toEqual({
      ok: true,
      diagnostics: [],
      agent: {
        name: "scout",
        description: "Finds files fast",
        systemPrompt: "You find files.",
        tools: ["read", "grep"],
        model: "local/scripted",
        thinking: "low",
        isolation: "worktree",
        source: "project",
        path: "/p/scout.md",
      },
    });
  });

  it("takes the name from the file, omits tools (the parent's) and treats model: inherit as none", () => {
    const parsed = parseAgentFile("---\ndescription: Helps\nmodel: inherit\n---\nHelp.", "/p/helper.md", "user");
    expect(parsed.ok && parsed.agent).toMatchObject({ name: "helper", description: "Helps" });
    expect(parsed.ok && "tools" in parsed.agent).toBe(false);
    expect(parsed.ok && "model" in parsed.agent).toBe(false);
  });

  it("reads the list forms of tools", () => {
    expect(parseToolList("[read, grep]")).toEqual(["read", "grep"]);
    expect(parseToolList("- read - grep")).toEqual(["read", "grep"]);
    const yamlList = parseAgentFile("---\ndescription: d\ntools:\n  - read\n  - bash\n---\nx", "/p/a.md", "user");
    expect(yamlList.ok && yamlList.agent.tools).toEqual(["read", "bash"]);
  });

  it("names the file and each bad field", () => {
    const parsed = parseAgentFile("---\nname: Bad Name\nthinking: lots\nisolation: vm\n---\n", "/p/bad.md", "user");
    expect(parsed.ok).toBe(false);
    const fields = parsed.diagnostics.map((d) => d.path);
    expect(fields).toEqual(["/name", "/description", "/body", "/thinking", "/isolation"]);
    for (const d of parsed.diagnostics) {
      expect(d.source).toBe("/p/bad.md");
      expect(d.severity).toBe("error");
      expect(d.hint).toBeTruthy();
    }
    expect(parsed.diagnostics[3]?.message).toContain('"lots" is not a thinking level');
  });

  it("reports malformed front matter with its line, and warns about unknown fields (not Claude Code's color)", () => {
    expect(parseAgentFile("---\ndescription: d\n!!\n---\nx", "/p/x.md", "user")).toMatchObject({
      ok: false,
      diagnostics: [{ source: "/p/x.md", line: 3 }],
    });
    const parsed = parseAgentFile("---\ndescription: d\ncolor: blue\nflavour: mint\n---\nx", "/p/x.md", "user");
    expect(parsed.ok).toBe(true);
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({ severity: "warning", path: "/flavour", source: "/p/x.md" }),
    ]);
  });
});

describe("loadAgentDefinitions", () => {
  it("has the built-in general agent with no folders at all", () => {
    const loaded = loadAgentDefinitions({ userDir: "/nonexistent/agents" });
    expect(loaded.agents.map((agent) => [agent.name, agent.source])).toEqual([["general", "builtin"]]);
    expect(loaded.diagnostics).toEqual([]);
  });

  it("loads user, .claude and project folders, extensions and the library; later sources replace earlier ones; a bad file leaves the others", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "home/agents/scout.md": "---\ndescription: user scout\n---\nuser",
      "home/agents/reviewer.md": "---\ndescription: user reviewer\n---\nreview",
      "home/agents/broken.md": "---\nname: broken\n---\nno description",
      "home/agents/notes.txt": "not an agent",
      "project/.claude/agents/scout.md": "---\ndescription: claude scout\n---\nclaude",
      "project/.claude/agents/tester.md": "---\ndescription: claude tester\n---\ntest",
      "project/.keel/agents/scout.md": "---\ndescription: project scout\n---\nproject",
    });
    const loaded = loadAgentDefinitions({
      userDir: join(root, "home/agents"),
      claudeDir: join(root, "project/.claude/agents"),
      projectDir: join(root, "project/.keel/agents"),
      extensionAgents: [
        { agent: { name: "tester", description: "ext tester", systemPrompt: "t" }, extensionPath: "/ext/a.ts" },
      ],
      libraryAgents: [{ name: "general", description: "library general", systemPrompt: "g" }],
    });
    expect(loaded.agents.map((agent) => [agent.name, agent.source, agent.description])).toEqual([
      ["general", "library", "library general"],
      ["reviewer", "user", "user reviewer"],
      ["scout", "project", "project scout"],
      ["tester", "extension", "ext tester"],
    ]);
    expect(loaded.agents.find((agent) => agent.name === "tester")?.path).toBe("/ext/a.ts");
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ source: join(root, "home/agents/broken.md"), path: "/description" }),
    ]);
  });

  it("rejects a library or extension agent with a bad name or no description, naming where it came from", () => {
    const loaded = loadAgentDefinitions({
      userDir: "/nonexistent",
      extensionAgents: [{ agent: { name: "Nope", description: "d", systemPrompt: "s" }, extensionPath: "/ext/b.ts" }],
      libraryAgents: [{ name: "ok-one", description: "", systemPrompt: "s" }],
    });
    expect(loaded.agents.map((agent) => agent.name)).toEqual(["general"]);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ source: "/ext/b.ts", path: "/name" }),
      expect.objectContaining({ source: "createAgentSession({ agents })", path: "/description" }),
    ]);
  });
});
