import { spawn } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KEEL_BIN, KeelWorld } from "./support/keel-world.js";

const README = fileURLToPath(new URL("../../../README.md", import.meta.url));

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** The README's RPC example: the shell command, and the output it shows (its `# ` lines). */
function rpcExample(): { command: string; shown: string[] } {
  const text = readFileSync(README, "utf8");
  const section = text.slice(text.indexOf("## RPC: driving keel"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error("the README's RPC section has no sh block");
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  return {
    command: lines.filter((line) => !line.startsWith("#")).join("\n"),
    shown: lines.filter((line) => line.startsWith("# ")).map((line) => line.slice(2)),
  };
}

/**
 * One record as the README shows it, `…` standing for the rest: `{"a":1,…}`
 * and `{"a":{…}}` are objects with at least those fields.
 */
function shape(shown: string): Record<string, unknown> {
  const json = shown.replaceAll("{…}", "{}").replaceAll(",…}", "}").replaceAll(",…", "");
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * The output, read as the README reads: the records it shows, in that
 * order (` … ` and a new line: other records may come between); the first
 * shown is the first written, the last shown is the last written.
 */
function expectShape(records: Record<string, unknown>[], shown: string[]): void {
  const parts = shown.flatMap((line) => line.split(" … ")).map(shape);
  let at = 0;
  for (const [index, part] of parts.entries()) {
    const found =
      index === 0 ? (matches(records[0], part) ? 0 : -1) : records.findIndex((r, i) => i >= at && matches(r, part));
    expect(found, `the README's record ${JSON.stringify(part)}, in order, in:\n${dump(records)}`).toBeGreaterThan(-1);
    at = found + 1;
  }
  expect(at, `records after the README's last one:\n${dump(records.slice(at))}`).toBe(records.length);
}

function matches(record: unknown, part: Record<string, unknown>): boolean {
  try {
    expect(record).toMatchObject(part);
    return true;
  } catch {
    return false;
  }
}

const dump = (records: unknown[]): string => records.map((r) => JSON.stringify(r).slice(0, 160)).join("\n");

describe("the README's RPC tour", () => {
  it("run as printed (stdin closed after the commands), it shows what the README shows: the run finishes, not aborted", async () => {
    const { command, shown } = rpcExample();
    expect(command).toContain("| keel --mode rpc");
    expect(shown.length).toBeGreaterThan(2);
    // A model that takes a moment, as a real one does: stdin closes long before the answer is done.
    await world.model([replyText("There are two TODOs: one in a.ts and one in b.ts.", { chunkSize: 8, delayMs: 40 })]);
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ defaultProvider: "local", defaultModel: "scripted" }),
    );
    // `keel` on PATH is this workspace's binary.
    const bin = join(world.root, "bin");
    world.write(join(bin, "keel"), `#!/bin/sh\nexec "${process.execPath}" "${KEEL_BIN}" "$@"\n`);
    chmodSync(join(bin, "keel"), 0o755);
    const child = spawn("sh", ["-c", command], {
      cwd: world.project,
      env: world.env({ PATH: `${bin}:${process.env.PATH}` }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const run = await finished(child);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const records = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expectShape(records, shown);
    // The reply the reader asked for is in the output.
    const deltas = records
      .filter((r) => r.type === "message_update")
      .map((r) => (r.assistantMessageEvent as { delta?: string }).delta ?? "")
      .join("");
    expect(deltas).toBe("There are two TODOs: one in a.ts and one in b.ts.");
  });
});
