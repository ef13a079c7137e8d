import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPaths } from "../home/keel-home.js";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import type { Skill } from "../resources/discover-skills.js";
import { buildSystemPrompt, type PromptTool } from "./build-system-prompt.js";
import { loadSystemPromptSources } from "./prompt-sources.js";

const date = new Date("2026-12-01T08:00:00Z");
const tools: PromptTool[] = [
  { name: "read", promptSnippet: "Read a file", promptGuidelines: ["Read whole files only when needed."] },
  {
    name: "bash",
    promptSnippet: "Run a shell command",
    promptGuidelines: ["Read whole files only when needed.", "Quote paths."],
  },
  { name: "edit" },
];
const skill: Skill = {
  name: "pdf-tools",
  description: "Read PDFs",
  path: "/skills/pdf-tools/SKILL.md",
  baseDir: "/skills/pdf-tools",
  source: "user",
  disableModelInvocation: false,
};

describe("buildSystemPrompt", () => {
  it("lists the tools, deduplicated guidelines, tool-dependent rules, context, skills, date and cwd", () => {
    const prompt = buildSystemPrompt({
      tools,
      cwd: "/work/repo",
      date,
      contextFiles: [{ path: "/work/repo/AGENTS.md", content: "Use tabs.\n" }],
      skills: [skill, { ...skill, name: "hidden", disableModelInvocation: true }],
    });
    expect(prompt).toContain("Available tools:\n- read: Read a file\n- bash: Run a shell command\n- edit\n");
    expect(prompt.match(/Read whole files only when needed\./g)).toHaveLength(1);
    expect(prompt).toContain("- Quote paths.");
    expect(prompt).toContain("Explore the code through bash with rg, find and ls");
    expect(prompt).toContain("Read a file before you change it.");
    expect(prompt).not.toContain("Use write only");
    expect(prompt).toContain('<context-file path="/work/repo/AGENTS.md">\nUse tabs.\n</context-file>');
    expect(prompt).toContain("- pdf-tools: Read PDFs (/skills/pdf-tools/SKILL.md)");
    expect(prompt).not.toContain("hidden");
    expect(prompt.trimEnd().endsWith("Today's date: 2026-12-01\nWorking folder: /work/repo")).toBe(true);
  });

  it("lists skills only when read is active, and adapts the rules to the tools", () => {
    const prompt = buildSystemPrompt({ tools: [{ name: "grep" }, { name: "ls" }], cwd: "/c", date, skills: [skill] });
    expect(prompt).not.toContain("pdf-tools");
    expect(prompt).toContain("Explore the code with grep, ls");
    expect(prompt).toContain("You cannot change files in this session");
  });

  it("a custom prompt replaces the base, tools and guidelines; appended text and context still follow", () => {
    const prompt = buildSystemPrompt({
      tools,
      cwd: "/c",
      date,
      customPrompt: "You are a reviewer.\n",
      appendPrompts: ["Be strict."],
      contextFiles: [{ path: "/c/AGENTS.md", content: "ctx" }],
    });
    expect(prompt.startsWith("You are a reviewer.\n\nBe strict.\n\nProject context")).toBe(true);
    expect(prompt).not.toContain("Available tools");
  });

  it("is pure: the same input gives the same text", () => {
    expect(buildSystemPrompt({ tools, cwd: "/c", date })).toBe(buildSystemPrompt({ tools, cwd: "/c", date }));
  });
});

describe("loadSystemPromptSources", () => {
  it("uses a trusted project's SYSTEM.md and APPEND_SYSTEM.md, then --append-system-prompt text or file", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "proj/.keel/SYSTEM.md": "project system",
      "proj/.keel/APPEND_SYSTEM.md": "project append",
      "proj/extra.md": "from a file",
    });
    const cwd = join(root, "proj");
    const sources = await loadSystemPromptSources({
      cwd,
      project: projectPaths(cwd),
      appendSystemPrompt: ["extra.md", "inline text"],
    });
    expect(sources).toEqual({
      customPrompt: "project system",
      appendPrompts: ["project append", "from a file", "inline text"],
      diagnostics: [],
    });
  });

  it("--system-prompt wins over SYSTEM.md; an untrusted project's files are not read", async () => {
    const root = await tempDir();
    await writeTree(root, { "proj/.keel/SYSTEM.md": "project system", "proj/.keel/APPEND_SYSTEM.md": "x" });
    const cwd = join(root, "proj");
    expect(await loadSystemPromptSources({ cwd, project: projectPaths(cwd), systemPrompt: "flag text" })).toMatchObject(
      {
        customPrompt: "flag text",
      },
    );
    expect(await loadSystemPromptSources({ cwd })).toEqual({ appendPrompts: [], diagnostics: [] });
  });
});
