import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { spawnRpc } from "./support/rpc-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

type Line = {
  type: string;
  id?: string;
  message?: { role: string; content: { type: string; text?: string }[]; isError?: boolean };
};
const lines = (path: string): Line[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const jsonl = (): string[] => world.sessionFiles().filter((path) => path.endsWith(".jsonl"));

/** The tool results of a session file, in order, as text. */
function toolResults(path: string): { text: string; isError: boolean }[] {
  return lines(path).flatMap((line) =>
    line.type === "message" && line.message?.role === "toolResult"
      ? [{ text: line.message.content.map((part) => part.text ?? "").join(""), isError: line.message.isError === true }]
      : [],
  );
}

/** The full-output path a cut tool result points at. */
function fullOutputPath(text: string): string {
  const path = /Full output: ([^\]\s"\\]+)/.exec(text)?.[1];
  if (path === undefined) throw new Error(`no full-output path in: ${text.slice(-300)}`);
  return path;
}

// 100,000 lines: over the bash tool's 2,000-line limit, so the full output is spilled.
const BIG = { name: "bash", arguments: { command: "seq 1 100000" } };
const ALLOW = ["--allow", "bash(seq:*)"];
/** Reading outside the project asks by default; these runs allow reading under $KEEL_HOME. */
const allowRead = (): string[] => ["--allow", `read(/${world.keelHome}/**)`];

describe("a session keeps its tools' full output beside its file", () => {
  it("a resumed session (--continue) can read the full output of an earlier run, from <session>/output/", async () => {
    const server = await world.model([replyToolCalls([BIG]), replyText("Cut.")]);
    const first = await world.run(["--model", "local/scripted", ...ALLOW, "-p", "count"]);
    expect(first.code).toBe(0);
    const [session] = jsonl();
    const path = fullOutputPath(toolResults(session as string)[0]?.text ?? "");
    expect(path.startsWith(join((session as string).replace(/\.jsonl$/, ""), "output", "keel-bash-"))).toBe(true);
    // The process has exited: the file is still there.
    expect(existsSync(path)).toBe(true);

    server.enqueue(replyToolCalls([{ name: "read", arguments: { path, offset: 99_998 } }]), replyText("Read."));
    const second = await world.run(["-c", ...allowRead(), "-p", "read the rest"]);
    expect(second.code).toBe(0);
    expect(jsonl()).toHaveLength(1);
    const read = toolResults(session as string)[1];
    expect(read?.isError).toBe(false);
    expect(read?.text).toContain("100000");
  });

  it("a fork reads the output its source session kept (the copied messages point at the source's folder)", async () => {
    const server = await world.model([replyToolCalls([BIG]), replyText("Cut.")]);
    await world.run(["--model", "local/scripted", ...ALLOW, "-p", "count"]);
    const [source] = jsonl();
    const path = fullOutputPath(toolResults(source as string)[0]?.text ?? "");
    const id = (lines(source as string)[0] as { id: string }).id;

    server.enqueue(replyToolCalls([{ name: "read", arguments: { path, offset: 99_998 } }]), replyText("Read."));
    const fork = await world.run(["--fork", id.slice(0, 8), ...allowRead(), "-p", "read it in the fork"]);
    expect(fork.code).toBe(0);
    const forked = jsonl().find((file) => file !== source) as string;
    const read = toolResults(forked).at(-1);
    expect(read?.isError).toBe(false);
    expect(read?.text).toContain("100000");
  });

  it("a command the user runs (RPC bash, the TUI's !command) keeps its full output in the session's folder too", async () => {
    await world.model();
    const client = spawnRpc(world, ["--model", "local/scripted"]);
    try {
      const result = await client.call({ type: "bash", command: "seq 1 100000" });
      expect(result.truncated).toBe(true);
      const [session] = jsonl();
      expect(
        result.fullOutputPath?.startsWith(join((session as string).replace(/\.jsonl$/, ""), "output", "keel-bash-")),
      ).toBe(true);
    } finally {
      await client.close();
    }
    const [session] = jsonl();
    expect(readdirSync(join((session as string).replace(/\.jsonl$/, ""), "output"))).toHaveLength(1);
  });

  it("the sessionOutputMaxBytes setting caps a session's kept output: the oldest files go first", async () => {
    world.write(join(world.keelHome, "settings.json"), '{ "sessionOutputMaxBytes": 700000 }');
    // Each spill of `seq 1 100000` is 588,895 bytes: the second pushes the first out.
    await world.model([replyToolCalls([BIG]), replyToolCalls([{ ...BIG, id: "second" }]), replyText("Twice.")]);
    const run = await world.run(["--model", "local/scripted", ...ALLOW, "-p", "count twice"]);
    expect(run.code).toBe(0);
    const [session] = jsonl();
    const [first, second] = toolResults(session as string).map((result) => fullOutputPath(result.text));
    expect(existsSync(first as string)).toBe(false);
    expect(existsSync(second as string)).toBe(true);
    expect(readdirSync(join((session as string).replace(/\.jsonl$/, ""), "output"))).toEqual([
      basename(second as string),
    ]);
  });

  it("bad input: a sessionOutputMaxBytes that is not a whole number of bytes is reported with its key", async () => {
    world.write(join(world.keelHome, "settings.json"), '{ "sessionOutputMaxBytes": -5 }');
    await world.model([replyText("ok")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/settings\.json:1:\d+: error: \/sessionOutputMaxBytes/);
  });

  it("a session kept in memory (--no-session) spills to a temp folder removed when keel exits", async () => {
    await world.model([replyToolCalls([BIG]), replyText("Cut.")]);
    const run = await world.run(["--model", "local/scripted", ...ALLOW, "--no-session", "--mode", "json", "count"]);
    expect(run.code).toBe(0);
    const path = fullOutputPath(run.stdout);
    expect(path).toMatch(/\/keel-spill-\d+-[0-9a-f]+\/keel-bash-[^/]+\.log$/);
    expect(existsSync(path)).toBe(false);
    expect(jsonl()).toEqual([]);
  });
});
