import { describe, expect, it } from "vitest";
import { errorOf, textOf } from "../test-support/results.js";
import { readOnlyTools } from "../tool-sets.js";
import { createEditTool } from "../tools/edit.js";
import { createReadTool } from "../tools/read.js";
import { createWriteTool } from "../tools/write.js";
import { MemoryFs } from "./memory-fs.js";

/** The file tools do all their I/O through FsOps: run them against memory, never touching the disk. */
describe("file tools on an in-memory file system", () => {
  const project = () =>
    new MemoryFs({
      "/repo/.gitignore": "node_modules/\n",
      "/repo/src/app.ts": 'export const name = "app";\r\n',
      "/repo/src/util.ts": "export const x = 1;\n",
      "/repo/node_modules/lib/index.js": "export const name = 1;\n",
      "/repo/README.md": "# App\n",
    });

  it("reads, writes and edits files", async () => {
    const fs = project();
    const read = createReadTool("/repo", { fs });
    const write = createWriteTool("/repo", { fs });
    const edit = createEditTool("/repo", { fs });
    expect(textOf(await read.execute("c", { path: "src/app.ts" }, undefined, undefined))).toBe(
      'export const name = "app";',
    );
    await write.execute("c", { path: "docs/guide/intro.md", content: "Hello\n" }, undefined, undefined);
    expect(fs.getText("/repo/docs/guide/intro.md")).toBe("Hello\n");
    await edit.execute(
      "c",
      { path: "src/app.ts", edits: [{ oldText: '"app"', newText: '"keel"' }] },
      undefined,
      undefined,
    );
    expect(fs.getText("/repo/src/app.ts")).toBe('export const name = "keel";\r\n');
  });

  it("searches and lists with the built-in engines", async () => {
    const fs = project();
    const [, grep, find, ls] = readOnlyTools("/repo", { fs });
    if (!grep || !find || !ls) throw new Error("readOnlyTools returned too few tools");
    expect(textOf(await grep.execute("c", { pattern: "name" }, undefined, undefined))).toBe(
      'src/app.ts:1: export const name = "app";',
    );
    expect(textOf(await find.execute("c", { pattern: "*.ts" }, undefined, undefined))).toBe("src/app.ts\nsrc/util.ts");
    expect(textOf(await ls.execute("c", {}, undefined, undefined))).toBe(".gitignore\nnode_modules/\nREADME.md\nsrc/");
  });

  it("follows symlinks and serializes edits through them", async () => {
    const fs = project();
    fs.symlink("/repo/src", "/repo/link");
    const edit = createEditTool("/repo", { fs });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        edit
          .execute(
            "c",
            {
              path: i % 2 ? "link/util.ts" : "src/util.ts",
              edits: [{ oldText: `x = ${i + 1};`, newText: `x = ${i + 2};` }],
            },
            undefined,
            undefined,
          )
          .catch(() => undefined),
      ),
    );
    // Each edit expects the value the previous one wrote: only a serialized, in-order queue lands all ten.
    expect(fs.getText("/repo/src/util.ts")).toBe("export const x = 11;\n");
  });

  it("reports missing files, folders and permission problems with the same messages as on disk", async () => {
    const fs = project();
    fs.chmod("/repo/README.md", 0o200);
    const read = createReadTool("/repo", { fs });
    expect(await errorOf(read.execute("c", { path: "nope.ts" }, undefined, undefined))).toContain(
      "no such file or directory",
    );
    expect(await errorOf(read.execute("c", { path: "src" }, undefined, undefined))).toContain("it is a directory");
    expect(await errorOf(read.execute("c", { path: "README.md" }, undefined, undefined))).toContain(
      "permission denied",
    );
  });

  it("enforces allowedRoots through symlinks", async () => {
    const fs = project();
    fs.setFile("/etc/passwd", "root:x:0:0\n");
    fs.symlink("/etc", "/repo/escape");
    const read = createReadTool("/repo", { fs, allowedRoots: ["."] });
    expect(await errorOf(read.execute("c", { path: "escape/passwd" }, undefined, undefined))).toContain(
      "resolves to /etc/passwd, which is outside the allowed workspace (/repo)",
    );
    expect(textOf(await read.execute("c", { path: "README.md" }, undefined, undefined))).toBe("# App");
  });
});
