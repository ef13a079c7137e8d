import { describe, expect, it } from "vitest";
import type { Skill } from "./discover-skills.js";
import type { PromptTemplate } from "./prompt-templates.js";
import { expandPromptInput, expandSkillCommand } from "./skill-command.js";

const skill = (name: string, disableModelInvocation = false): Skill => ({
  name,
  description: `The ${name} skill.`,
  path: `/skills/${name}/SKILL.md`,
  baseDir: `/skills/${name}`,
  source: "user",
  disableModelInvocation,
});
const files: Record<string, string> = {
  "/skills/pdf-tools/SKILL.md":
    "---\nname: pdf-tools\ndescription: Read PDFs.\n---\n\nRun scripts/extract.py on the file.\n",
  "/skills/release/SKILL.md":
    "---\nname: release\ndescription: Cut a release.\ndisable-model-invocation: true\n---\nBump, tag, push.",
};
const read = (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
  return text;
};
const skills = [skill("pdf-tools"), skill("release", true)];

describe("expandSkillCommand", () => {
  it("hands the model the skill's instructions without front matter, then the request", () => {
    const result = expandSkillCommand("/skill:pdf-tools extract report.pdf", skills, read);
    expect(result).toEqual({
      kind: "expanded",
      text: [
        'Use the skill "pdf-tools" for this request. Its instructions follow, from /skills/pdf-tools/SKILL.md; relative paths in them resolve from /skills/pdf-tools.',
        "",
        "<skill>",
        "Run scripts/extract.py on the file.",
        "</skill>",
        "",
        "Request: extract report.pdf",
      ].join("\n"),
    });
  });

  it("works for a skill the system prompt does not list (disable-model-invocation), and without a request", () => {
    const result = expandSkillCommand("/skill:release", skills, read);
    expect(result.kind === "expanded" && result.text).toMatch(/<skill>\nBump, tag, push.\n<\/skill>$/);
  });

  it("leaves other input alone", () => {
    for (const input of ["hello", "/review src", "/skills are great", "use /skill:pdf-tools later"]) {
      expect(expandSkillCommand(input, skills, read)).toEqual({ kind: "none" });
    }
  });

  it("bad input: an unknown skill names the loaded ones; with none loaded, how to add one", () => {
    expect(expandSkillCommand("/skill:pdf extract", skills, read)).toEqual({
      kind: "failed",
      message: 'no skill named "pdf"; skills: pdf-tools, release',
    });
    expect(expandSkillCommand("/skill:pdf", [], read)).toEqual({
      kind: "failed",
      message: 'no skill named "pdf" (no skills are loaded; add one under skills/ or pass --skill <path>)',
    });
  });

  it("bad input: a skill file deleted since start-up is reported with its path", () => {
    const gone = expandSkillCommand("/skill:ghost", [skill("ghost")], read);
    expect(gone.kind === "failed" && gone.message).toContain(
      'cannot read the skill "ghost" (/skills/ghost/SKILL.md): ENOENT',
    );
  });
});

describe("expandPromptInput", () => {
  const templates: PromptTemplate[] = [
    { name: "review", description: "Review", body: "Review $1 carefully.", path: "/p/review.md", source: "user" },
  ];
  it("expands skills, then prompt templates, and passes anything else through", () => {
    expect(expandPromptInput("/review src", templates, [])).toEqual({ ok: true, text: "Review src carefully." });
    expect(expandPromptInput("plain words", templates, [])).toEqual({ ok: true, text: "plain words" });
    expect(expandPromptInput("/skill:nope", templates, [])).toMatchObject({ ok: false });
  });
});
