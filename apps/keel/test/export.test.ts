import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** A real `keel -p` run that reads, edits and runs a command, leaving one session file. */
async function recordSession(): Promise<string> {
  world.write(join(world.project, "main.ts"), "const a = 1;\nconst b = 2;\n");
  await world.model([
    replyToolCalls([{ name: "read", arguments: { path: "main.ts" } }], "Reading first."),
    replyToolCalls([
      { name: "edit", arguments: { path: "main.ts", edits: [{ oldText: "const b = 2;", newText: "const b = 20;" }] } },
    ]),
    replyToolCalls([{ name: "bash", arguments: { command: "echo '<script>window.__pwned=1</script>'" } }]),
    replyText("Changed **b** to 20."),
  ]);
  // The edit and the shell command need permission: -p cannot ask (docs/permissions.md).
  const run = await world.run([
    "--model",
    "local/scripted",
    "--permission-mode",
    "accept-edits",
    "--allow",
    "bash(echo:*)",
    "-p",
    "Set b to 20 in main.ts",
  ]);
  expect(run.code).toBe(0);
  const [file] = world.sessionFiles();
  if (file === undefined) throw new Error("the run left no session file");
  return file;
}

describe("keel --export", () => {
  it("exports a session recorded by keel -p to one HTML page with the prompt, tool calls, output and diff", async () => {
    const file = await recordSession();
    const run = await world.run(["--export", file, "out/session.html"]);
    const out = join(world.project, "out", "session.html");
    expect(run).toMatchObject({ code: 0, stdout: `Exported the session to ${out}\n`, stderr: "" });
    const html = readFileSync(out, "utf8");
    expect(html).toContain("Set b to 20 in main.ts");
    expect(html).toContain("Changed <strong>b</strong> to 20.");
    for (const tool of ["read", "edit", "bash"]) expect(html).toContain(`<span class="tool-name">${tool}</span>`);
    expect(html).toContain("&quot;newText&quot;: &quot;const b = 20;&quot;");
    expect(html).toContain('<span class="diff-add">+const b = 20;</span>');
    // The command's output is there, as text: the page's own script is the only one.
    expect(html).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("without an output path writes keel-session-<session file name>.html in the current folder", async () => {
    const file = await recordSession();
    const run = await world.run(["--export", file]);
    const expected = join(world.project, `keel-session-${basename(file, ".jsonl")}.html`);
    expect(run).toMatchObject({ code: 0, stdout: `Exported the session to ${expected}\n` });
    expect(existsSync(expected)).toBe(true);
  });

  it("a missing session file is an error naming it, exit 1, and nothing is written", async () => {
    const run = await world.run(["--export", "no-such.jsonl", "out.html"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${join(world.project, "no-such.jsonl")}: error: session file not found`);
    expect(readdirSync(world.project)).toEqual([]);
  });

  it("a garbled session file is an error, exit 1, and an earlier export at the output path is kept", async () => {
    world.write(join(world.project, "garbled.jsonl"), "not json at all\n");
    writeFileSync(join(world.project, "out.html"), "earlier export");
    const run = await world.run(["--export", "garbled.jsonl", "out.html"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("not a Keel session file: the first line is not a session header");
    expect(readFileSync(join(world.project, "out.html"), "utf8")).toBe("earlier export");
    expect(readdirSync(world.project).sort()).toEqual(["garbled.jsonl", "out.html"]);
  });

  it("refuses to overwrite the session file and more than one output path", async () => {
    const file = await recordSession();
    const before = readFileSync(file, "utf8");
    const same = await world.run(["--export", file, file]);
    expect(same.code).toBe(1);
    expect(same.stderr).toContain("the output path is the session file itself; it was not overwritten");
    expect(readFileSync(file, "utf8")).toBe(before);
    const extra = await world.run(["--export", file, "a.html", "b.html"]);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('--export takes a session file and at most one output file; got also "b.html"');
  });

  it("is listed in --help", async () => {
    const run = await world.run(["--help"]);
    expect(run.stdout).toMatch(
      /--export <session\.jsonl>\s+Write a session file as one HTML page and exit \(a word after it names the page\)/,
    );
  });
});
