import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readTree, replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { systemProgram } from "./support/system-programs.js";

const hasGit = systemProgram("git", "apt-get install git");

let world: KeelWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

/** Logs the rewind events to rewinds.jsonl; cancels a rewind while the file `cancel` exists (both beside it). */
const EXTENSION = `import { appendFileSync, existsSync } from "node:fs";
import { join } from "node:path";
export default function (pi) {
  const here = import.meta.dirname;
  pi.on("session_before_rewind", (event) => {
    appendFileSync(join(here, "rewinds.jsonl"), JSON.stringify(event) + "\\n");
    return existsSync(join(here, "cancel")) ? { cancel: true } : undefined;
  });
  pi.on("session_rewind", (event) => appendFileSync(join(here, "rewinds.jsonl"), JSON.stringify(event) + "\\n"));
}
`;

describe.skipIf(!hasGit)("keel --rewind -N and the extensions' rewind events", () => {
  it("-2 goes two prompts back; session_before_rewind can cancel it, session_rewind reports it", async () => {
    world = new KeelWorld();
    const { project, root } = world;
    const server = await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "one.txt", content: "1\n" } }]),
      replyText("first done"),
      replyToolCalls([{ name: "write", arguments: { path: "two.txt", content: "2\n" } }]),
      replyText("second done"),
      replyToolCalls([{ name: "write", arguments: { path: "three.txt", content: "3\n" } }]),
      replyText("third done"),
      replyText("after the rewind"),
    ]);
    const extension = world.write(join(root, "ext", "rewind-log.ts"), EXTENSION);
    const log = join(root, "ext", "rewinds.jsonl");
    const events = () =>
      readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const allow = ["--allow", "write"];
    expect((await world.run(["-p", "first", ...allow])).code).toBe(0);
    const afterFirst = readTree(project, []);
    expect((await world.run(["-c", "-p", "second", ...allow])).code).toBe(0);
    expect((await world.run(["-c", "-p", "third", ...allow])).code).toBe(0);
    const afterThird = readTree(project, []);

    // An extension cancels it: nothing changes, exit 1 says why.
    writeFileSync(join(root, "ext", "cancel"), "");
    const cancelled = await world.run(["-c", "-e", extension, "--rewind", "-2"]);
    expect(cancelled.code).toBe(1);
    expect(cancelled.stderr).toMatch(/cancel/i);
    expect(readTree(project, [])).toEqual(afterThird);
    expect(events().map((event) => event.type)).toEqual(["session_before_rewind"]);

    // Two user turns back: to before "second", files as they were after the first run.
    rmSync(join(root, "ext", "cancel"));
    rmSync(log);
    const rewound = await world.run(["-c", "-e", extension, "--rewind", "-2"]);
    expect(rewound.code).toBe(0);
    expect(readTree(project, [])).toEqual(afterFirst);
    const [before, after] = events();
    expect(before).toMatchObject({ type: "session_before_rewind", scope: "both" });
    expect(after).toMatchObject({
      type: "session_rewind",
      scope: "both",
      targetId: before?.targetId,
      oldLeafId: before?.oldLeafId,
    });
    expect([...((after?.changedFiles as string[] | undefined) ?? [])].sort()).toEqual(["three.txt", "two.txt"]);
    expect(rewound.stdout).toContain(`--rewind ${String(after?.undoEntryId)}`);
    const session = readFileSync(world.sessionFiles().at(-1) as string, "utf8");
    // The target is the user message "second" (two user turns back).
    const target = session.split("\n").find((line) => line.includes(`"id":"${String(before?.targetId)}"`));
    expect(target).toContain('"role":"user","content":"second"');
    // One session file all along: the rewind moved its leaf in place.
    expect(world.sessionFiles()).toHaveLength(1);

    // The next prompt continues from before "second".
    expect((await world.run(["-c", "-p", "again"])).code).toBe(0);
    const sent = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(sent).toContain("first done");
    expect(sent).not.toContain("second done");
    expect(sent).not.toContain("third done");
  }, 120_000);
});
