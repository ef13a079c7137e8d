import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RpcCommandData, RpcEventRecord } from "@keel/coding-agent/rpc-client";
import { type FileState, readTree, replyText, replyToolCalls, treeObject } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { approveToolCalls, nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";
import { systemProgram } from "./support/system-programs.js";

const hasGit = systemProgram("git", "apt-get install git");

let world: KeelWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const bash = (command: string) => ({ name: "bash", arguments: { command } });
/** The project's files; an empty folder is left out (checkpoints hold files: git's object store has no empty folders). */
const tree = (root: string): Record<string, FileState> => {
  const all = treeObject(root, [".git"]);
  const paths = Object.keys(all);
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path, state]) =>
        state.kind !== "dir" || paths.some((other) => other.startsWith(`${path}/`) && all[other]?.kind !== "dir"),
    ),
  );
};

type SessionTreeNode = RpcCommandData["get_tree"]["tree"][number];

function findNode(nodes: readonly SessionTreeNode[], id: string): SessionTreeNode | undefined {
  for (const node of nodes) {
    if (node.entry.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function gitRepo(project: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@t", ...args], {
      cwd: project,
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
    });
  writeFileSync(join(project, ".gitignore"), "build/\n");
  writeFileSync(join(project, "README.md"), "start\n");
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "first");
  writeFileSync(join(project, "README.md"), "stashed\n");
  git("stash", "-q");
  writeFileSync(join(project, "staged.txt"), "staged\n");
  git("add", "staged.txt");
}

describe.skipIf(!hasGit)("checkpoints and rewind through the keel binary", () => {
  it("RPC: rewinds to each earlier turn byte for byte (write, edit and bash changes), never touching the user's .git", async () => {
    world = new KeelWorld();
    const { project } = world;
    gitRepo(project);
    const gitBefore = treeObject(join(project, ".git"), []);
    const server = await world.model([
      replyToolCalls([
        { name: "write", arguments: { path: "src/a.ts", content: "export const a = 1;\n" } },
        bash(
          "mkdir -p 'new dir/deeper' && printf 'spaced' > 'new dir/deeper/with space.txt' && printf 'nl' > \"$(printf 'new\\nline')\" && printf '\\000\\001\\377' > blob.bin && printf '#!/bin/sh\\n' > run.sh && chmod +x run.sh && ln -s src/a.ts link && mkdir -p build && echo ignored > build/out.js",
        ),
      ]),
      replyText("turn one done"),
      replyToolCalls([
        { name: "edit", arguments: { path: "src/a.ts", edits: [{ oldText: "1", newText: "2" }] } },
        bash(
          "rm blob.bin && mv 'new dir/deeper/with space.txt' moved.txt && chmod -x run.sh && rm link && ln -s README.md link && rm \"$(printf 'new\\nline')\"",
        ),
      ]),
      replyText("turn two done"),
      replyToolCalls([
        bash("rm -r 'new dir' src && printf 'three' > README.md && mkdir -p x/y/z && printf z > x/y/z/f"),
      ]),
      replyText("turn three done"),
      replyText("a different second turn"),
    ]);
    const client = spawnRpc(world);
    approveToolCalls(client);
    const events = recordEvents(client);
    const before: Record<string, FileState>[] = [];
    const turn = async (message: string) => {
      before.push(tree(project));
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message });
      await settled;
    };
    await turn("one");
    await turn("two");
    await turn("three");
    const after3 = tree(project);
    expect(after3["x/y/z/f"]).toBeDefined();

    const created = events.filter((e): e is Extract<RpcEventRecord, { type: "checkpoint_created" }> => {
      return e.type === "checkpoint_created";
    });
    expect(created.map((e) => e.trigger)).toEqual([
      "turn_start",
      "turn_end",
      "turn_start",
      "turn_end",
      "turn_start",
      "turn_end",
    ]);
    const { entries } = await client.call({ type: "get_entries" });
    const prompts = entries.filter((e) => e.type === "message" && e.message.role === "user").map((e) => e.id);
    expect(created.filter((e) => e.trigger === "turn_start").map((e) => e.turnEntryId)).toEqual(prompts);

    // Back to before turn 3, then 2, then 1: the work tree each time as it was then (ignored build/ stays).
    for (const index of [2, 1, 0]) {
      const rewound = await client.call({ type: "rewind", entryId: prompts[index] as string, scope: "code" });
      expect(rewound.scope).toBe("code");
      expect(tree(project)).toEqual({ ...before[index], "build/out.js": after3["build/out.js"], build: after3.build });
    }
    // The last rewind is undone by the checkpoint it names.
    const undo = await client.call({ type: "rewind", entryId: prompts[1] as string, scope: "code" });
    await client.call({ type: "rewind", entryId: undo.undoEntryId, scope: "code" });
    expect(tree(project)).toEqual({ ...before[0], "build/out.js": after3["build/out.js"], build: after3.build });

    // Conversation and files to before turn 2; the next prompt continues from turn 1's history.
    const both = await client.call({ type: "rewind", entryId: prompts[1] as string, scope: "both" });
    expect(both.text).toBe("two");
    expect(tree(project)).toEqual({ ...before[1], "build/out.js": after3["build/out.js"], build: after3.build });
    const settled = nextEvent(client, "agent_settled");
    await client.call({ type: "prompt", message: "two, differently" });
    await settled;
    const last = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(last).toContain("turn one done");
    expect(last).not.toContain("turn two done");
    expect(last).toContain("two, differently");

    // The user's repository: refs, index, stash, hooks, config and objects unchanged.
    expect(treeObject(join(project, ".git"), [])).toEqual(gitBefore);
    await client.close();
  }, 120_000);

  it("RPC navigate_tree with summarize: the model summarizes the branch left; the summary is recorded, in get_tree, and sent", async () => {
    world = new KeelWorld();
    const server = await world.model([
      replyText("one done"),
      replyText("two done: tried recursion"),
      replyText("BRANCH-SUMMARY: recursion was tried and overflowed the stack."),
      replyText("two again done"),
    ]);
    const client = spawnRpc(world);
    const prompt = async (message: string) => {
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message });
      await settled;
    };
    await prompt("one");
    await prompt("two");
    const { entries, leafId: oldLeaf } = await client.call({ type: "get_entries" });
    const second = entries.filter((e) => e.type === "message" && e.message.role === "user")[1];
    if (second === undefined) throw new Error("no second prompt");

    const moved = await client.call({ type: "navigate_tree", entryId: second.id, summarize: true });
    expect(moved.text).toBe("two");
    expect(moved.oldLeafId).toBe(oldLeaf);
    expect(moved.summaryEntryId).toBeDefined();
    expect(moved.leafId).toBe(moved.summaryEntryId);
    // The summary request went to the model with the branch being left, not the branch kept alone.
    const summaryRequest = JSON.stringify(requestBodies(server)[2]);
    expect(summaryRequest).toContain("two done: tried recursion");

    // Recorded: a branch_summary entry after the entry before "two", naming the leaf it summarizes.
    const after = await client.call({ type: "get_entries" });
    const summary = after.entries.find((e) => e.id === moved.summaryEntryId);
    expect(summary).toMatchObject({
      type: "branch_summary",
      parentId: second.parentId,
      fromId: oldLeaf,
      summary: "BRANCH-SUMMARY: recursion was tried and overflowed the stack.",
    });
    // The branch left stays in the file, beside the summary: the tree forks at the entry before "two".
    const { tree } = await client.call({ type: "get_tree" });
    const fork = findNode(tree, second.parentId as string);
    expect(fork?.children.map((child) => child.entry.id).sort()).toEqual([second.id, moved.summaryEntryId].sort());
    const sessionFile = readFileSync(world.sessionFiles().at(-1) as string, "utf8");
    expect(sessionFile).toContain("two done: tried recursion");
    expect(sessionFile).toContain('"type":"branch_summary"');

    // The next prompt continues from there: the model gets the summary, not the branch left.
    await prompt("two, another way");
    const sent = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(sent).toContain("one done");
    expect(sent).toContain("BRANCH-SUMMARY: recursion was tried");
    expect(sent).not.toContain("two done: tried recursion");
    await client.close();
  }, 120_000);

  it("print: -c --rewind -1 puts back the last turn; a change made outside Keel stops it until --force", async () => {
    world = new KeelWorld();
    const { project } = world;
    writeFileSync(join(project, "notes.txt"), "mine\n");
    const server = await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "one.txt", content: "1\n" } }]),
      replyText("first done"),
      replyToolCalls([
        { name: "write", arguments: { path: "two.txt", content: "2\n" } },
        bash("rm notes.txt && mkdir -p made/here && echo x > made/here/f"),
      ]),
      replyText("second done"),
      replyText("third, after the rewind"),
    ]);
    const allow = ["--allow", "write", "--allow", "bash"];
    expect((await world.run(["-p", "first", ...allow])).code).toBe(0);
    const afterFirst = readTree(project, []);
    expect((await world.run(["-c", "-p", "second", ...allow])).code).toBe(0);
    expect(existsSync(join(project, "made/here/f"))).toBe(true);

    writeFileSync(join(project, "outside.txt"), "made outside keel\n");
    const refused = await world.run(["-c", "--rewind", "-1"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("changed outside Keel");
    expect(refused.stderr).toContain("A outside.txt");
    expect(existsSync(join(project, "two.txt"))).toBe(true);

    const forced = await world.run(["-c", "--rewind", "-1", "--force"]);
    expect({ code: forced.code, stderr: forced.stderr }).toEqual({ code: 0, stderr: "" });
    expect(forced.stdout).toContain("Rewound files and conversation");
    expect(forced.stdout).toMatch(/Undo: keel --session \S+ --rewind \S+ --scope both/);
    expect(readTree(project, [])).toEqual(afterFirst);

    const third = await world.run(["-c", "-p", "third"]);
    expect(third.code).toBe(0);
    const sent = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(sent).toContain("first done");
    expect(sent).not.toContain("second done");
    expect(sent).toContain("third");
  }, 120_000);

  it("JSON mode writes checkpoint_created; keel checkpoints lists each project's store and prunes it", async () => {
    world = new KeelWorld();
    await world.model([replyText("one"), replyText("two")]);
    const json = await world.run(["--mode", "json", "one"]);
    expect(json.code).toBe(0);
    const created = json.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; trigger?: string; snapshot?: string })
      .filter((event) => event.type === "checkpoint_created");
    expect(created.map((event) => event.trigger)).toEqual(["turn_start", "turn_end"]);
    expect(created[0]?.snapshot).toMatch(/^[0-9a-f]{40}$/);
    expect((await world.run(["-c", "-p", "two"])).code).toBe(0);
    const listed = await world.run(["checkpoints"]);
    expect(listed.code).toBe(0);
    // Snapshots of the same files in the same second are one commit: at least one per run, at most one per checkpoint.
    const row = new RegExp(`^\\s+(\\d+)\\s+\\d+\\.\\d (KB|MB)\\s+\\S+\\s+${world.project}$`, "m").exec(listed.stdout);
    const count = Number(row?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    const pruned = await world.run(["checkpoints", "prune", "--older-than", "30d"]);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain(`Removed 0 checkpoints, kept ${count}`);
    const bad = await world.run(["checkpoints", "prune", "--older-than", "soon"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--older-than takes an age such as 30d");
  }, 120_000);

  it("keel checkpoints prune drops the checkpoints of a deleted session (over an hour old) and keeps the others'", async () => {
    world = new KeelWorld();
    await world.model([replyText("one"), replyText("two")]);
    expect((await world.run(["-p", "one"])).code).toBe(0);
    expect((await world.run(["-p", "two"])).code).toBe(0);
    const [kept, deleted] = world.sessionFiles();
    const idOf = (file: string | undefined) => /_([^_]+)\.jsonl$/.exec(file ?? "")?.[1] as string;
    const stores = readdirSync(join(world.keelHome, "checkpoints"));
    expect(stores).toHaveLength(1);
    const store = join(world.keelHome, "checkpoints", stores[0] as string);
    const git = (args: string[], env: Record<string, string> = {}) =>
      execFileSync("git", ["--git-dir", store, ...args], {
        encoding: "utf8",
        env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", ...env },
      }).trim();
    const refsOf = (session: string) => git(["for-each-ref", "--format=%(refname)", `refs/keel/s/${session}/`]);
    // Both sessions' checkpoints as if taken two hours ago (the same trees, committed with an older date).
    const twoHoursAgo = `@${Math.floor(Date.now() / 1000) - 7200} +0000`;
    for (const session of [idOf(kept), idOf(deleted)]) {
      for (const ref of refsOf(session).split("\n").filter(Boolean)) {
        const tree = git(["rev-parse", `${ref}^{tree}`]);
        const old = git(["commit-tree", tree, "-m", `keel checkpoint ${ref}`], {
          GIT_COMMITTER_DATE: twoHoursAgo,
          GIT_AUTHOR_DATE: twoHoursAgo,
          GIT_AUTHOR_NAME: "Keel",
          GIT_AUTHOR_EMAIL: "k@k",
          GIT_COMMITTER_NAME: "Keel",
          GIT_COMMITTER_EMAIL: "k@k",
        });
        git(["update-ref", "-d", ref]);
        git(["update-ref", `refs/keel/s/${session}/${old}`, old]);
      }
    }
    const keptRefs = refsOf(idOf(kept));
    const deletedCount = refsOf(idOf(deleted)).split("\n").filter(Boolean).length;
    expect(deletedCount).toBeGreaterThan(0);
    rmSync(deleted as string);

    const pruned = await world.run(["checkpoints", "prune"]);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain(`Removed ${deletedCount} checkpoint`);
    expect(refsOf(idOf(deleted))).toBe("");
    expect(refsOf(idOf(kept))).toBe(keptRefs);
    // The store is whole after git removed what nothing refers to.
    expect(git(["fsck", "--no-dangling"])).toBe("");
  }, 120_000);

  it("bad --rewind input is a usage error that says what to do", async () => {
    world = new KeelWorld();
    const noSession = await world.run(["--rewind", "-1"]);
    expect(noSession.code).toBe(2);
    expect(noSession.stderr).toContain("--rewind needs the session to rewind");
    const badScope = await world.run(["-c", "--rewind", "-1", "--scope", "files"]);
    expect(badScope.code).toBe(2);
    expect(badScope.stderr).toContain("--scope must be one of code, conversation, both");
  }, 120_000);
});
