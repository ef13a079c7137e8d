import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { spawnRpc } from "./support/rpc-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

describe("keel usage", () => {
  it("--help lists the options and exits 0; --version prints the version", async () => {
    const help = await world.run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage:\n {2}keel \[options]/);
    for (const flag of ["--print", "--model", "--tools", "--no-approve", "--session-dir", "--list-models"]) {
      expect(help.stdout).toContain(flag);
    }
    const version = await world.run(["-v"]);
    expect(version).toMatchObject({ code: 0, stdout: expect.stringMatching(/^keel \d+\.\d+\.\d+\n$/) });
  });

  it("bad input: an unknown flag exits 2 and suggests the closest one", async () => {
    const run = await world.run(["--modle", "x", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'keel: unknown option --modle\n  did you mean --model? (keel --help lists every option; put -- before a prompt that starts with "-")\n',
    );
  });

  it("bad input: an unknown tool name is an error naming it, before any request", async () => {
    const server = await world.model([replyText("never sent")]);
    for (const args of [
      ["--tools", "read,gerp"],
      ["--tools", "+gerp"],
      ["--tools", "-gerp"],
      ["--exclude-tools", "gerp"],
    ]) {
      const run = await world.run(["--model", "local/scripted", ...args, "-p", "hi"]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/gerp/);
      expect(run.stderr).toMatch(/grep/);
    }
    expect(server.requests).toHaveLength(0);
  });

  it("bad input: an unknown tool is a usage error (exit 2) even when no key is configured", async () => {
    const run = await world.run(["--tools", "red", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/red/);
    expect(run.stderr).not.toMatch(/no model with a usable API key/);
  });

  it("bad input: mixing replacing and +/- forms of --tools is an error", async () => {
    await world.model();
    const run = await world.run(["--model", "local/scripted", "--tools", "read,+bash", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mix/i);
  });

  it("--tools with +/- changes the default set; --no-tools sends none", async () => {
    const server = await world.model([replyText("a"), replyText("b")]);
    await world.run(["--model", "local/scripted", "--tools", "+grep,-write", "-p", "x"]);
    await world.run(["--model", "local/scripted", "--no-tools", "-p", "y"]);
    const [first, second] = server.requests.map((r) => r.body as { tools?: { function: { name: string } }[] });
    expect(first?.tools?.map((t) => t.function.name)).toEqual(["read", "bash", "edit", "grep"]);
    expect(second?.tools ?? []).toEqual([]);
  });

  it("bad input: no such model exits 2 and names what is known", async () => {
    await world.model();
    const run = await world.run(["--model", "local/nope", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/nope/);
  });

  it("bad input: contradictory session flags and bad enum values exit 2", async () => {
    for (const args of [
      ["--fork", "x", "--continue"],
      ["--mode", "yaml"],
      ["--thinking", "extreme"],
      ["-a", "-na"],
    ]) {
      const run = await world.run([...args, "-p", "hi"]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^keel: /);
    }
  });

  it("bad input: a missing @file exits 2 before anything runs", async () => {
    const server = await world.model();
    const run = await world.run(["--model", "local/scripted", "-p", "@missing.txt", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no such file: .*missing\.txt/);
    expect(server.requests).toHaveLength(0);
    expect(world.sessionFiles()).toEqual([]);
  });

  it("no key: the message names every way to set one that works headless, exit 1", async () => {
    const run = await world.run(["-p", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/ANTHROPIC_API_KEY/);
    expect(run.stderr).toMatch(/--api-key/);
    expect(run.stderr).toMatch(/keel auth login/);
    expect(run.stderr).toMatch(/models\.json/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("with nothing configured and no prompt, runs the scripted demo and says so", async () => {
    world.write(`${world.project}/README.md`, "# Demo Project\n");
    const run = await world.run([]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/scripted demo model/);
    expect(run.stdout).toMatch(/first heading is "Demo Project"/);
    expect(run.stdout).toMatch(/no model was called/);
    expect(world.sessionFiles()).toEqual([]);
  });

  it("with a model configured and no prompt, says how to give one (exit 2) and leaves no empty session", async () => {
    await world.model();
    const run = await world.run(["--model", "local/scripted"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no prompt/);
    expect(world.sessionFiles()).toEqual([]);
  });

  it("an empty or blank prompt is no prompt, however it is given and in every mode: exit 2, nothing sent, no session file", async () => {
    const server = await world.model();
    const ways: { args: string[]; stdin?: string }[] = [
      { args: ["-p", ""] },
      { args: ["-p", "   "] },
      { args: ["-p", "", "\n\t"] },
      { args: ["-p"], stdin: "\n" },
      { args: ["-p", " "], stdin: "  \n" },
      { args: ["--mode", "json", ""] },
      { args: ["--mode", "json", " "], stdin: "\n" },
    ];
    for (const way of ways) {
      const run = await world.run(["--model", "local/scripted", ...way.args], way.stdin ? { stdin: way.stdin } : {});
      expect({ way, code: run.code, stdout: run.stdout }).toEqual({ way, code: 2, stdout: "" });
      expect(run.stderr).toContain("keel: no prompt: give one as an argument or on stdin");
      expect(world.sessionFiles()).toEqual([]);
    }
    expect(server.requests).toEqual([]);
  });

  it("a blank word among prompts is left out, not sent as an empty prompt", async () => {
    const server = await world.model([replyText("ok")]);
    const run = await world.run(["--model", "local/scripted", "-p", "", "Say ok", " "]);
    expect(run).toMatchObject({ code: 0, stdout: "ok\n" });
    expect(server.requests).toHaveLength(1);
  });

  it("--mode rpc: a blank prompt, steer or follow_up is refused with an error response, never sent", async () => {
    const server = await world.model();
    const client = spawnRpc(world, ["--model", "local/scripted"]);
    try {
      for (const type of ["prompt", "steer", "follow_up"] as const) {
        const response = await client.send({ type, message: " \n" });
        expect(response).toMatchObject({ type: "response", command: type, success: false });
        expect((response as { error?: string }).error).toMatch(/^no prompt: "message" is empty or blank/);
      }
    } finally {
      await client.close();
    }
    expect(server.requests).toEqual([]);
  });

  it("an unknown short flag suggests a flag only when it is a likely typo, never an unrelated one", async () => {
    const x = await world.run(["-x"]);
    expect(x.code).toBe(2);
    expect(x.stderr).toContain("keel: unknown option -x\n");
    expect(x.stderr).not.toMatch(/did you mean/);
    for (const [typed, meant] of [
      ["-an", "-na"],
      ["-modle", "--model"],
      ["--prnt", "--print"],
    ]) {
      const run = await world.run([typed as string]);
      expect(run.stderr).toContain(`did you mean ${meant}?`);
    }
  });

  it("--model with a bad :thinking suffix names it and lists the levels", async () => {
    await world.model();
    const run = await world.run(["--model", "local/scripted:bogus", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown thinking level "bogus" in "local/scripted:bogus"');
    expect(run.stderr).toContain("off, minimal, low, medium, high, xhigh");
    expect(run.stderr).not.toContain("no model matches");
    const typo = await world.run(["--model", "local/scripted:hgih", "-p", "hi"]);
    expect(typo.stderr).toContain('Did you mean ":high"?');
  });

  it("a thinking level on a model that does not reason is said on stderr, not dropped silently", async () => {
    await world.model([replyText("ok"), replyText("ok")]);
    const suffix = await world.run(["--model", "local/scripted:high", "-p", "hi"]);
    expect(suffix).toMatchObject({ code: 0, stdout: "ok\n" });
    expect(suffix.stderr).toContain('local/scripted does not reason: the thinking level "high" is ignored');
    const flag = await world.run(["--model", "local/scripted", "--thinking", "low", "-p", "hi"]);
    expect(flag.stderr).toContain('--thinking: warning: local/scripted does not reason: the thinking level "low"');
  });

  it("--help aligns every two-column section, examples included, whatever the widths", async () => {
    const help = (await world.run(["--help"])).stdout;
    const section = (title: string): string[] => {
      const start = help.indexOf(`\n${title}:\n`);
      const rest = help.slice(start + title.length + 3);
      return rest.slice(0, rest.indexOf("\n\n") === -1 ? undefined : rest.indexOf("\n\n")).split("\n");
    };
    // The column where descriptions start: after the left entry and at least two spaces.
    const descriptionColumn = (line: string): number => {
      const match = /^ {2}\S.*?\S? {2,}(?=\S)/.exec(line);
      return match ? match[0].length : -1;
    };
    for (const title of ["Commands", "Examples"]) {
      const rows = section(title);
      expect(rows.length).toBeGreaterThan(2);
      // A left entry too long for the column has its description on the next line, in the same column.
      const columns = new Set(
        rows
          .map((row) => (row.startsWith("   ") ? row.search(/\S/) : descriptionColumn(row)))
          .filter((column) => column !== -1),
      );
      expect({ title, columns: [...columns] }).toEqual({ title, columns: [[...columns][0]] });
    }
  });

  it("--list-models prints a table with whether a key is configured", async () => {
    await world.model();
    const run = await world.run(["--list-models", "scripted"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^provider\s+model\s+context\s+max out\s+price\/M in\/out\s+key\n/);
    expect(run.stdout).toMatch(/local\s+scripted\s+128K\s+8\.2K\s+free\s+not needed/);
  });
});
