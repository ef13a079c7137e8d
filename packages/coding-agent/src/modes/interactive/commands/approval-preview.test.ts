import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { approvalPreview } from "./approval-preview.js";

describe("the diff an approval dialog shows", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "keel-preview-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("an edit: each replacement in its file, with context and line numbers", async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    writeFileSync(join(dir, "f.txt"), `${lines.join("\n")}\n`);
    const diff = await approvalPreview(
      "edit",
      {
        path: "f.txt",
        edits: [
          { oldText: "line 15", newText: "fifteen\nand more" },
          { oldText: "line 2\n", newText: "" },
        ],
      },
      dir,
    );
    expect(diff).toBe(
      [
        "--- a/f.txt",
        "+++ b/f.txt",
        "@@ -1,5 +1,4 @@",
        " line 1",
        "-line 2",
        " line 3",
        " line 4",
        " line 5",
        "@@ -12,7 +11,8 @@",
        " line 12",
        " line 13",
        " line 14",
        "-line 15",
        "+fifteen",
        "+and more",
        " line 16",
        " line 17",
        " line 18",
      ].join("\n"),
    );
  });

  it("an edit the file cannot match still shows the replacement; a write shows what it writes", async () => {
    const unmatched = await approvalPreview(
      "edit",
      { path: "missing.js", edits: [{ oldText: "a", newText: "b" }] },
      dir,
    );
    expect(unmatched).toBe("--- a/missing.js\n+++ b/missing.js\n@@ @@\n-a\n+b");
    const created = await approvalPreview("write", { path: "new.txt", content: "one\ntwo\n" }, dir);
    expect(created).toBe("--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1,2 @@\n+one\n+two");
    writeFileSync(join(dir, "old.txt"), "keep\nold\n");
    const replaced = await approvalPreview("write", { path: "old.txt", content: "keep\nnew\n" }, dir);
    expect(replaced).toBe("--- a/old.txt\n+++ b/old.txt\n@@ -1,2 +1,2 @@\n keep\n-old\n+new");
    expect(await approvalPreview("bash", { command: "ls" }, dir)).toBeUndefined();
  });
});
