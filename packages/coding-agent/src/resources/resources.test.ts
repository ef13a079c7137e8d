// biome-ignore-all lint/suspicious/noTemplateCurlyInString: prompt-template syntax under test
import { symlink } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { loadContextFiles } from "./context-files.js";
import { discoverExtensions } from "./discover-extensions.js";
import { discoverSkills } from "./discover-skills.js";
import { parseFrontMatter } from "./front-matter.js";
import { discoverPromptTemplates, expandPromptTemplate, fillTemplate, splitTemplateArgs } from "./prompt-templates.js";

describe("parseFrontMatter", () => {
  it("reads key: value pairs, quotes and continuation lines", () => {
    expect(parseFrontMatter('---\nname: pdf\ndescription: "Read PDFs"\n  and more\n# note\n---\nBody\n')).toEqual({
      ok: true,
      data: { name: "pdf", description: "Read PDFs and more" },
      body: "Body\n",
    });
    expect(parseFrontMatter("no front matter")).toEqual({ ok: true, data: {}, body: "no front matter" });
  });
  it("reports a missing closing line and a malformed line with its number", () => {
    expect(parseFrontMatter("---\nname: x\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("closing"),
    });
    expect(parseFrontMatter("---\nname: x\n!!\n---\n")).toMatchObject({ ok: false, line: 3 });
  });
});

describe("discoverExtensions", () => {
  it("finds files and */index modules in the user and trusted project folders, settings and -e paths", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "home/extensions/a.ts": "",
      "home/extensions/b.js": "",
      "home/extensions/notes.md": "",
      "home/extensions/types.d.ts": "",
      "home/extensions/pkg/index.ts": "",
      "home/extensions/empty/readme.md": "",
      "proj/.keel/extensions/p.ts": "",
      "listed/one.ts": "",
      "listed-dir/index.js": "",
      "cli.ts": "",
    });
    const { extensions, diagnostics } = await discoverExtensions({
      userDir: join(root, "home/extensions"),
      projectDir: join(root, "proj/.keel/extensions"),
      settingsPaths: [join(root, "listed/one.ts"), join(root, "listed-dir"), join(root, "home/extensions/a.ts")],
      cliPaths: [join(root, "cli.ts"), join(root, "missing.ts")],
    });
    expect(extensions).toEqual([
      { path: join(root, "home/extensions/a.ts"), source: "user" },
      { path: join(root, "home/extensions/b.js"), source: "user" },
      { path: join(root, "home/extensions/pkg/index.ts"), source: "user" },
      { path: join(root, "proj/.keel/extensions/p.ts"), source: "project" },
      { path: join(root, "listed/one.ts"), source: "settings" },
      { path: join(root, "listed-dir/index.js"), source: "settings" },
      { path: join(root, "cli.ts"), source: "cli" },
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        source: "--extension",
        message: `extension not found: ${join(root, "missing.ts")}`,
      }),
    ]);
  });

  it("--no-extensions keeps only -e paths", async () => {
    const root = await tempDir();
    await writeTree(root, { "home/extensions/a.ts": "", "cli.ts": "" });
    const { extensions } = await discoverExtensions({
      userDir: join(root, "home/extensions"),
      settingsPaths: [join(root, "home/extensions/a.ts")],
      cliPaths: [join(root, "cli.ts")],
      noExtensions: true,
    });
    expect(extensions.map((e) => e.source)).toEqual(["cli"]);
  });
});

describe("discoverSkills", () => {
  const skill = (name: string, description: string) =>
    `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;

  it("finds SKILL.md folders recursively, reports bad ones and keeps the first of a name", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "home/skills/pdf-tools/SKILL.md": skill("pdf-tools", "Read PDFs. Use for PDF files."),
      "home/skills/group/deep/SKILL.md": skill("deep", "Nested skill"),
      "home/skills/nodesc/SKILL.md": "---\nname: nodesc\n---\n",
      "home/skills/broken/SKILL.md": "---\nname: broken\n",
      "proj/.keel/skills/pdf-tools/SKILL.md": skill("pdf-tools", "Project copy"),
      "proj/.keel/skills/lint/SKILL.md": "---\ndescription: Lint it\ndisable-model-invocation: true\n---\n",
      "extra/solo.md": skill("solo", "A single-file skill"),
    });
    const { skills, diagnostics } = await discoverSkills({
      userDir: join(root, "home/skills"),
      projectDir: join(root, "proj/.keel/skills"),
      cliPaths: [join(root, "extra/solo.md")],
    });
    expect(skills.map((s) => [s.name, s.description, s.source, s.disableModelInvocation])).toEqual([
      ["deep", "Nested skill", "user", false],
      ["pdf-tools", "Read PDFs. Use for PDF files.", "user", false],
      ["lint", "Lint it", "project", true],
      ["solo", "A single-file skill", "cli", false],
    ]);
    expect(skills[1]?.baseDir).toBe(join(root, "home/skills/pdf-tools"));
    expect(diagnostics.map((d) => [d.source, d.message])).toEqual([
      [join(root, "home/skills/broken/SKILL.md"), expect.stringContaining("skill not loaded")],
      [join(root, "home/skills/nodesc/SKILL.md"), "skill not loaded: it has no description"],
      [join(root, "proj/.keel/skills/pdf-tools/SKILL.md"), expect.stringContaining("already defined")],
    ]);
  });

  it("--no-skills keeps only --skill paths", async () => {
    const root = await tempDir();
    await writeTree(root, { "home/skills/a/SKILL.md": skill("a", "A"), "b/SKILL.md": skill("b", "B") });
    const { skills } = await discoverSkills({
      userDir: join(root, "home/skills"),
      cliPaths: [join(root, "b")],
      noSkills: true,
    });
    expect(skills.map((s) => s.name)).toEqual(["b"]);
  });
});

describe("prompt templates", () => {
  it("splits arguments like a shell", () => {
    expect(splitTemplateArgs(`"API compat" doesn't 'a b' "the \\"fast\\" path" "open`)).toEqual([
      "API compat",
      "doesn't",
      "a b",
      'the "fast" path',
      '"open',
    ]);
  });

  it.each([
    ["$1 and $2", ["a", "b"], "a and b"],
    ["all: $@", ["a", "b"], "all: a b"],
    ["all: $ARGUMENTS", ["a", "b"], "all: a b"],
    ["${1:-correctness}", [], "correctness"],
    ["${1:-correctness}", ["speed"], "speed"],
    ["${@:-everything}", [], "everything"],
    ["${@:2}", ["a", "b", "c"], "b c"],
    ["${@:2:1}", ["a", "b", "c"], "b"],
    ["missing: [$3]", ["a"], "missing: []"],
  ])("fills %s", (body, args, expected) => {
    expect(fillTemplate(body, args)).toBe(expected);
  });

  it("discovers *.md files, reads descriptions, and expands /name args", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "home/prompts/review.md":
        '---\ndescription: Review changes\nargument-hint: "[focus]"\n---\nReview for ${1:-bugs}.\n',
      "home/prompts/plain.md": "\nFirst line is the description\nmore $@\n",
      "home/prompts/sub/nested.md": "not loaded",
      "proj/.keel/prompts/review.md": "project copy",
    });
    const { templates, diagnostics } = await discoverPromptTemplates({
      userDir: join(root, "home/prompts"),
      projectDir: join(root, "proj/.keel/prompts"),
    });
    expect(templates.map((t) => [t.name, t.description, t.argumentHint])).toEqual([
      ["plain", "First line is the description", undefined],
      ["review", "Review changes", "[focus]"],
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"/review" is already defined') }),
    ]);
    expect(expandPromptTemplate('/review "API compatibility"', templates)).toBe("Review for API compatibility.\n");
    expect(expandPromptTemplate("/review", templates)).toBe("Review for bugs.\n");
    expect(expandPromptTemplate("/unknown x", templates)).toBeUndefined();
    expect(expandPromptTemplate("not a command", templates)).toBeUndefined();
  });

  it("--no-prompt-templates keeps only explicit paths", async () => {
    const root = await tempDir();
    await writeTree(root, { "home/prompts/a.md": "A", "b.md": "B" });
    const { templates } = await discoverPromptTemplates({
      userDir: join(root, "home/prompts"),
      cliPaths: [join(root, "b.md")],
      noPromptTemplates: true,
    });
    expect(templates.map((t) => t.name)).toEqual(["b"]);
  });
});

describe("loadContextFiles", () => {
  it("loads the global file, then root → cwd, AGENTS.md before CLAUDE.md per folder, nearest last", async () => {
    const root = await tempDir();
    await writeTree(root, {
      "home/.keel/AGENTS.md": "global",
      "repo/AGENTS.md": "repo agents",
      "repo/CLAUDE.md": "repo claude (not used)",
      "repo/pkg/CLAUDE.md": "pkg claude",
      "repo/pkg/src/x.ts": "",
    });
    const { files } = await loadContextFiles({ keelHome: join(root, "home/.keel"), cwd: join(root, "repo/pkg/src") });
    expect(files.map((f) => f.content)).toEqual(["global", "repo agents", "pkg claude"]);
  });

  it("gives a symlinked file once, and --no-context-files loads none", async () => {
    const root = await tempDir();
    await writeTree(root, { "repo/AGENTS.md": "repo" });
    await symlink(join(root, "repo/AGENTS.md"), join(root, "AGENTS.md"));
    const { files } = await loadContextFiles({ keelHome: join(root, "nohome"), cwd: join(root, "repo") });
    expect(files.map((f) => f.content)).toEqual(["repo"]);
    expect((await loadContextFiles({ keelHome: root, cwd: join(root, "repo"), noContextFiles: true })).files).toEqual(
      [],
    );
  });
});
