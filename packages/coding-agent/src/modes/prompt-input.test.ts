import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PromptTemplate } from "../resources/prompt-templates.js";
import { buildPromptMessages, checkPromptFiles } from "./prompt-input.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-prompt-input-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = () => 1;

/** The start of a PNG file: its 8-byte signature and the IHDR chunk header. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe("buildPromptMessages", () => {
  it("sends piped stdin first, then a blank line, then the prompt — never glued together", async () => {
    const result = await buildPromptMessages({ positionals: ["Q"], stdin: "CTX\n", cwd: dir, now: at });
    expect(result).toEqual({ ok: true, messages: [{ role: "user", content: "CTX\n\nQ", timestamp: 1 }] });
  });

  it("makes each message word its own prompt, in order", async () => {
    const result = await buildPromptMessages({ positionals: ["first", "second"], cwd: dir, now: at });
    expect(result.ok && result.messages.map((m) => m.content)).toEqual(["first", "second"]);
  });

  it("attaches @files to the first prompt: text wrapped with its name, images as image blocks", async () => {
    writeFileSync(join(dir, "notes.md"), "remember this");
    writeFileSync(join(dir, "shot.png"), PNG);
    const result = await buildPromptMessages({
      positionals: ["@notes.md", "@shot.png", "Summarize"],
      cwd: dir,
      now: at,
    });
    expect(result.ok && result.messages[0]?.content).toEqual([
      { type: "text", text: '<file name="notes.md">\nremember this\n</file>' },
      { type: "image", data: PNG.toString("base64"), mimeType: "image/png" },
      { type: "text", text: "Summarize" },
    ]);
  });

  it("bad input: a missing @file is an error naming it and saying how to send a literal @", async () => {
    const result = await buildPromptMessages({ positionals: ["@nope.txt", "hi"], cwd: dir });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.diagnostics[0]?.message).toBe(`no such file: ${join(dir, "nope.txt")}`);
      expect(result.diagnostics[0]?.hint).toMatch(/put -- before a prompt/);
    }
  });

  it("expands /name prompt templates", async () => {
    const template: PromptTemplate = {
      name: "review",
      description: "",
      body: "Review $1 carefully.",
      path: "x",
      source: "user",
    };
    const result = await buildPromptMessages({
      positionals: ["/review src/a.ts"],
      cwd: dir,
      templates: [template],
      now: at,
    });
    expect(result.ok && result.messages[0]?.content).toBe("Review src/a.ts carefully.");
  });

  it("gives no prompt when there is nothing to send", async () => {
    expect(await buildPromptMessages({ positionals: [], stdin: "  \n", cwd: dir })).toEqual({ ok: true, messages: [] });
  });

  it("checkPromptFiles reports a missing @file the same way, without reading the others", async () => {
    writeFileSync(join(dir, "here.md"), "x");
    const diagnostics = await checkPromptFiles(["@here.md", "@gone.md", "text"], dir);
    const built = await buildPromptMessages({ positionals: ["@gone.md"], cwd: dir });
    expect(diagnostics).toEqual(built.ok ? [] : built.diagnostics);
    expect(diagnostics).toHaveLength(1);
  });
});
