import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPromptMessages, checkPromptFiles } from "./prompt-input.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-prompt-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const textModel = { provider: "local", id: "text-only", input: ["text" as const] };
const imageModel = { provider: "local", id: "vision", input: ["text" as const, "image" as const] };

describe("@file arguments follow the read tool's rules", () => {
  it("refuses binary files by their bytes (whatever the name), saying what they look like and what to do", async () => {
    writeFileSync(join(dir, "prog"), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]));
    writeFileSync(join(dir, "notes.txt"), Buffer.from([1, 2, 0, 255, 254, 0, 7, 8]));
    writeFileSync(join(dir, "fake.png"), Buffer.from([0x00, 0x13, 0x37, 0x00, 0xff, 0x01]));
    const diagnostics = await checkPromptFiles(["@prog", "@notes.txt", "@fake.png", "hi"], dir);
    expect(diagnostics.map((d) => d.source)).toEqual(["@prog", "@notes.txt", "@fake.png"]);
    expect(diagnostics[0]?.message).toContain("an ELF executable");
    for (const diagnostic of diagnostics) {
      expect(diagnostic.severity).toBe("error");
      expect(diagnostic.message).toMatch(/is not a text file/);
      expect(diagnostic.hint).toMatch(/text form/);
    }
  });

  it("a folder is refused, not read", async () => {
    mkdirSync(join(dir, "src"));
    const [diagnostic] = await checkPromptFiles(["@src"], dir);
    expect(diagnostic?.message).toMatch(/is a folder/);
  });

  it("text named like an image is text; a real image is an image, whatever its name", async () => {
    writeFileSync(join(dir, "looks.png"), "just words");
    writeFileSync(join(dir, "shot.dat"), PNG);
    const result = await buildPromptMessages({
      positionals: ["@looks.png", "@shot.dat", "go"],
      cwd: dir,
      model: imageModel,
    });
    expect(result.ok && result.messages[0]?.content).toEqual([
      { type: "text", text: '<file name="looks.png">\njust words\n</file>' },
      { type: "image", data: PNG.toString("base64"), mimeType: "image/png" },
      { type: "text", text: "go" },
    ]);
  });

  it("an image for a model without image input is refused, naming the model and what to do", async () => {
    writeFileSync(join(dir, "shot.png"), PNG);
    const result = await buildPromptMessages({ positionals: ["@shot.png", "go"], cwd: dir, model: textModel });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.diagnostics[0]?.message).toContain("local/text-only does not take images");
      expect(result.diagnostics[0]?.hint).toMatch(/--list-models/);
    }
  });

  it("a large text file is cut as the read tool cuts it, with its note, and a warning for the user", async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `line ${i + 1}`).join("\n");
    writeFileSync(join(dir, "big.log"), lines);
    const result = await buildPromptMessages({ positionals: ["@big.log", "summarize"], cwd: dir });
    if (!result.ok) throw new Error("refused");
    const first = result.messages[0]?.content as { type: string; text: string }[];
    const attached = first[0]?.text ?? "";
    expect(attached).toContain("line 2000\n");
    expect(attached).not.toContain("line 2001");
    expect(attached).toContain("Use offset=2001 to continue.");
    expect(result.warnings?.[0]).toMatchObject({ severity: "warning", source: "@big.log" });
    expect(result.warnings?.[0]?.message).toContain("only its first 2000 lines");
  });
});
