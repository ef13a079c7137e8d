import { readFileSync } from "node:fs";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : (content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("");

describe("keel -p against a scripted OpenAI-compatible server", () => {
  it("prints only the final answer on stdout and exits 0", async () => {
    const server = await world.model([replyText("Hello from the model.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "Say hello"]);
    expect(run.stdout).toBe("Hello from the model.\n");
    expect(run.code).toBe(0);
    const [body] = requestBodies(server);
    expect(body?.messages.at(-1)).toMatchObject({ role: "user" });
    expect(textOf(body?.messages.at(-1)?.content)).toBe("Say hello");
    // The default tools (pi's): read, bash, edit, write.
    expect(body?.tools?.map((tool) => tool.function.name)).toEqual(["read", "bash", "edit", "write"]);
    expect(textOf(body?.messages[0]?.content)).toContain(world.project);
  });

  it("runs the tools the model asks for and sends their results back", async () => {
    world.write(`${world.project}/notes.txt`, "the secret is 42\n");
    const server = await world.model([
      replyToolCalls([{ name: "read", arguments: { path: "notes.txt" } }]),
      replyText("It says 42."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--verbose", "-p", "What does notes.txt say?"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("It says 42.\n");
    expect(run.stderr).toMatch(/→ read \{"path":"notes\.txt"\}/);
    expect(run.stderr).toMatch(/✓ read \(\d+ ms\)/);
    const second = requestBodies(server)[1];
    const toolMessage = second?.messages.find((m) => m.role === "tool");
    expect(textOf(toolMessage?.content)).toContain("the secret is 42");
  });

  it("sends piped stdin first, then a blank line, then the prompt argument", async () => {
    const server = await world.model([replyText("ok")]);
    await world.run(["--model", "local/scripted", "-p", "Q"], { stdin: "CTX\n" });
    expect(textOf(requestBodies(server)[0]?.messages.at(-1)?.content)).toBe("CTX\n\nQ");
  });

  it("takes the prompt from stdin alone", async () => {
    const server = await world.model([replyText("ok")]);
    const run = await world.run(["--model", "local/scripted", "-p"], { stdin: "from stdin" });
    expect(run.code).toBe(0);
    expect(textOf(requestBodies(server)[0]?.messages.at(-1)?.content)).toBe("from stdin");
  });

  it("attaches @file arguments to the prompt", async () => {
    world.write(`${world.project}/spec.md`, "# Spec\nbe brief");
    const server = await world.model([replyText("ok")]);
    await world.run(["--model", "local/scripted", "-p", "@spec.md", "Summarize"]);
    expect(textOf(requestBodies(server)[0]?.messages.at(-1)?.content)).toContain(
      '<file name="spec.md">\n# Spec\nbe brief',
    );
  });

  it("a reply cut off at the token limit prints its partial text, warns, and exits non-zero", async () => {
    await world.model([replyText("The first half", { finish: "length" })]);
    const run = await world.run(["--model", "local/scripted", "-p", "Write a lot"]);
    expect(run.stdout).toBe("The first half\n");
    expect(run.stderr).toMatch(/cut off at the output-token limit/);
    expect(run.code).toBe(1);
  });

  it("an empty final answer never exits 0", async () => {
    await world.model([replyText("")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.stdout).toBe("");
    expect(run.code).toBe(1);
  });

  it("a provider error goes to stderr with exit 1, without a stack trace", async () => {
    await world.model([
      {
        kind: "http-error",
        status: 400,
        body: { error: { message: "model does not exist", type: "invalid_request_error" } },
      },
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/keel: .*model does not exist/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("retries a rate-limited request after the server's retry-after, saying so on stderr", async () => {
    const server = await world.model([
      {
        kind: "http-error",
        status: 429,
        body: { error: { message: "slow down", type: "rate_limit" } },
        headers: { "retry-after": "0" },
      },
      replyText("Second time lucky."),
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.stdout).toBe("Second time lucky.\n");
    expect(run.stderr).toMatch(/retrying in 0\.0 s \(attempt 1 of 3\)/);
    expect(run.code).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it("a refused tool call says so on stderr, one whole line naming the flag that would allow it; exit stays 0", async () => {
    world.write(`${world.project}/add.js`, "export const add = (a, b) => a - b;\n");
    const fix = () =>
      replyToolCalls([
        { name: "edit", arguments: { path: "add.js", edits: [{ oldText: "a - b", newText: "a + b" }] } },
      ]);
    await world.model([fix(), replyText("Fixed add."), fix(), replyText("Fixed add.")]);
    for (const verbose of [[], ["--verbose"]]) {
      const run = await world.run(["--model", "local/scripted", ...verbose, "-p", "fix add"]);
      expect(run).toMatchObject({ code: 0, stdout: "Fixed add.\n" });
      const refusals = run.stderr.split("\n").filter((line) => line.startsWith("keel: refused"));
      expect(refusals).toEqual([
        'keel: refused edit ./add.js: it needs approval (no rule allows changing it) and this run cannot ask; to allow it, run keel with --allow \'edit(./add.js)\' or add "edit(./add.js)" to "permissions": { "allow": [...] } in settings.json',
      ]);
      // --verbose shows the call, then the refusal once, never a summary cut before the flag.
      expect(run.stderr).not.toMatch(/✗ edit/);
    }
    expect(readFileSync(`${world.project}/add.js`, "utf8")).toContain("a - b");
  });

  it("a call refused by a deny rule or by plan mode says which, and how to allow it", async () => {
    const rm = () => replyToolCalls([{ name: "bash", arguments: { command: "rm -rf build" } }]);
    await world.model([rm(), replyText("Done."), rm(), replyText("Done.")]);
    const denied = await world.run(["--model", "local/scripted", "--deny", "bash(rm:*)", "-p", "clean"]);
    expect(denied.code).toBe(0);
    expect(denied.stderr).toMatch(
      /^keel: refused bash command `rm -rf build`: .*bash\(rm:\*\).*; a deny rule is stronger than --allow: to allow it, remove bash\(rm:\*\) from permissions\.deny in --deny$/m,
    );
    const plan = await world.run(["--model", "local/scripted", "--permission-mode", "plan", "-p", "clean"]);
    expect(plan.stderr).toMatch(
      /^keel: refused the bash tool: the agent is in plan mode.*; to let it run, leave plan mode \(--permission-mode default\)$/m,
    );
  });
});
