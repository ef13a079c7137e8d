import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPackageResources } from "./package-manifest.js";

let root: string;
const write = (path: string, text = "") => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "keel-manifest-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("readPackageResources", () => {
  it("reads the keel key: paths, globs and ! exclusions, relative to the package", async () => {
    write("src/tools.ts");
    write("res/prompts/a.md");
    write("res/prompts/draft.md");
    write("res/skills/s/SKILL.md");
    write(
      "package.json",
      JSON.stringify({
        name: "tools",
        version: "1.0.0",
        keel: {
          extensions: ["./src/tools.ts"],
          prompts: ["./res/prompts/*.md", "!./res/prompts/draft.md"],
          skills: ["res/skills"],
        },
      }),
    );
    const read = await readPackageResources(root);
    expect(read).toMatchObject({
      ok: true,
      resources: {
        shape: "keel",
        label: "tools@1.0.0",
        extensions: [join(root, "src/tools.ts")],
        prompts: [join(root, "res/prompts/a.md")],
        skills: [join(root, "res/skills")],
        themes: [],
        problems: [],
      },
    });
  });

  it("falls back to the pi key, then to the conventional folders", async () => {
    write("extensions/a.ts");
    write("themes/t.json", "{}");
    write("package.json", JSON.stringify({ name: "plain" }));
    expect(await readPackageResources(root)).toMatchObject({
      ok: true,
      resources: { shape: "folders", extensions: [join(root, "extensions")], themes: [join(root, "themes")] },
    });
    write("package.json", JSON.stringify({ name: "for-pi", pi: { extensions: ["./extensions/a.ts"] } }));
    expect(await readPackageResources(root)).toMatchObject({
      ok: true,
      resources: { shape: "pi", extensions: [join(root, "extensions/a.ts")] },
    });
  });

  it("bad input: a path outside the package or matching nothing is reported; a bad key refuses the package", async () => {
    write("package.json", JSON.stringify({ keel: { extensions: ["../elsewhere.ts", "./missing/*.ts"] } }));
    const read = await readPackageResources(root);
    expect(read.ok && read.resources.problems).toEqual([
      'keel.extensions: "../elsewhere.ts" points outside the package',
      'keel.extensions: "./missing/*.ts" matches nothing in the package',
    ]);
    write("package.json", JSON.stringify({ keel: { extensions: "./x.ts" } }));
    expect(await readPackageResources(root)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/must be a list of paths/),
    });
    write("package.json", "{ nope");
    expect(await readPackageResources(root)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is not valid JSON/),
    });
  });
});
