import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ExtensionRunner } from "./extension-runner.js";
import { importExtension } from "./import-extension.js";
import { resolveKeelAliases } from "./keel-aliases.js";
import { createBuffer, createFakeHost } from "./test-support/fake-host.js";

let dir: string;
beforeEach(() => {
  // A folder with no node_modules anywhere near it: imports resolve only through Keel's aliases.
  dir = mkdtempSync(join(tmpdir(), "keel-ext-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe("resolveKeelAliases", () => {
  it("points Keel's packages and typebox's entries at this installation's files", () => {
    const aliases = resolveKeelAliases();
    expect(aliases.typebox).toMatch(/typebox[/\\]build[/\\]index\.mjs$/);
    expect(aliases["typebox/value"]).toMatch(/value[/\\]index\.mjs$/);
    expect(aliases["@keel/tools"]).toMatch(/tools[/\\]dist[/\\]index\.js$/);
    expect(aliases["@keel/ai/testing"]).toMatch(/ai[/\\]dist[/\\]testing[/\\]index\.js$/);
  });
});

describe("importExtension", () => {
  it("loads a TypeScript extension without a build, with typebox and @keel/* resolved to Keel's copies", async () => {
    const path = write(
      "hello.ts",
      `import type { ExtensionAPI } from "@keel/coding-agent";
import { Type, type Static } from "typebox";
import { Value } from "typebox/value";
import { truncateHead } from "@keel/tools";

const params = Type.Object({ name: Type.String() });
type Params = Static<typeof params>;

export default function (pi: ExtensionAPI): void {
  pi.registerTool({
    name: "greet",
    label: "Greet",
    description: "Greets",
    parameters: params,
    async execute(_id: string, input: Params) {
      const ok = Value.Check(params, input);
      return { content: [{ type: "text", text: truncateHead(\`hello \${input.name} \${ok}\`, { maxLines: 1 }).content }] };
    },
  });
}
`,
    );
    const runner = new ExtensionRunner({ host: createFakeHost(), stderr: createBuffer() });
    await runner.load([path]);
    expect(runner.diagnostics).toEqual([]);
    const tool = runner.getTools()[0]?.tool;
    const result = await tool?.execute("1", { name: "ada" }, undefined, undefined);
    expect(result?.content).toEqual([{ type: "text", text: "hello ada true" }]);
  });

  it("loads a JavaScript extension and a folder's index.ts", async () => {
    write("plain.js", "export default function (pi) { pi.registerCommand('js', { handler() {} }); }\n");
    write(
      "folder/index.ts",
      "export default (pi: { registerCommand(n: string, c: object): void }) => pi.registerCommand('ts', { handler() {} });\n",
    );
    const runner = new ExtensionRunner({ host: createFakeHost(), stderr: createBuffer() });
    await runner.load([join(dir, "plain.js"), join(dir, "folder")]);
    expect(runner.getCommands().map((c) => c.name)).toEqual(["js", "ts"]);
  });

  it("reports a syntax error, a missing default export and a missing file by path, and the run goes on", async () => {
    const broken = write(
      "broken.ts",
      "export default function (pi) {\n  pi.on('input', (e) => { return { action: 'continue' ;\n}\n",
    );
    const noDefault = write("no-default.ts", "export const x = 1;\n");
    const throwsOnImport = write("throws.ts", "throw new Error('top-level failure');\nexport default () => {};\n");
    const good = write("good.ts", "export default (pi: any) => pi.registerCommand('ok', { handler() {} });\n");
    const stderr = createBuffer();
    const runner = new ExtensionRunner({ host: createFakeHost(), stderr });
    await runner.load([broken, noDefault, join(dir, "missing.ts"), throwsOnImport, good]);

    expect(runner.extensionPaths).toEqual([good]);
    const messages = runner.diagnostics.map((d) => [d.source, d.message]);
    expect(messages[0]?.[0]).toBe(broken);
    expect(runner.diagnostics[0]).toMatchObject({
      line: 2,
      column: 54,
      message: 'extension failed to load: syntax error: Unexpected token, expected ","',
    });
    expect(messages[1]).toEqual([noDefault, "extension has no default export function"]);
    expect(messages[2]).toEqual([join(dir, "missing.ts"), "extension file not found"]);
    expect(messages[3]).toEqual([throwsOnImport, "extension failed to load: Error: top-level failure"]);
    expect(stderr.text).toContain(`${broken}:2:54: error: extension failed to load: syntax error`);
  });

  it("returns a diagnostic instead of throwing for a folder without an index", async () => {
    mkdirSync(join(dir, "empty"));
    const result = await importExtension(join(dir, "empty"));
    expect(result).toMatchObject({
      ok: false,
      diagnostic: { message: "extension folder has no index.ts or index.js" },
    });
  });
});
