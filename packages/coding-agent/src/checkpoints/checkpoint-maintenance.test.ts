import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { existingSessionIds, listCheckpointStores, parseAge, pruneCheckpoints } from "./checkpoint-maintenance.js";
import { CheckpointStore } from "./checkpoint-store.js";
import { findCheckpointProject } from "./project-root.js";

const hasGit = (() => {
  try {
    execFileSync("git", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGit && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") throw new Error("git is required for these tests");

const temps: string[] = [];
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasGit)("checkpoint maintenance", () => {
  it("lists each project's store and prunes by age and by deleted session", async () => {
    const home = temp("keel-cpm-home-");
    const project = temp("keel-cpm-project-");
    writeFileSync(join(project, "a"), "a\n");
    const store = await CheckpointStore.open({
      keelHome: home,
      project: await findCheckpointProject(project),
      maxFileBytes: 1e7,
    });
    await store.snapshot({ session: "kept", trigger: "turn_start" });
    writeFileSync(join(project, "b"), "b\n");
    await store.snapshot({ session: "deleted", trigger: "turn_start" });
    await store.snapshot({ session: "deleted", trigger: "turn_end" });

    const [listed, ...others] = await listCheckpointStores(home);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ project: store.project.root, projectExists: true, count: 3 });
    expect(listed?.bytes).toBeGreaterThan(0);

    // A session not found loses its checkpoints once they are an hour old, not before.
    const soon = await pruneCheckpoints(home, { sessionIds: new Set(["kept"]) });
    expect(soon).toMatchObject({ removed: 0, kept: 3 });
    const later = await pruneCheckpoints(home, { sessionIds: new Set(["kept"]), now: Date.now() + 2 * 3_600_000 });
    expect(later).toMatchObject({ removed: 2, kept: 1, storesRemoved: [] });
    expect((await listCheckpointStores(home))[0]?.count).toBe(1);

    // Everything older than 30 days: the store goes whole.
    const old = await pruneCheckpoints(home, {
      olderThanMs: parseAge("30d") as number,
      now: Date.now() + 31 * 86_400_000,
    });
    expect(old.removed).toBe(1);
    expect(old.storesRemoved).toEqual([listed?.id]);
    expect(existsSync(store.dir)).toBe(false);
  });

  it("keeps the checkpoints of a session whose file exists outside the searched folders (--session-dir)", async () => {
    const home = temp("keel-cpm-home-");
    const project = temp("keel-cpm-project-");
    const elsewhere = temp("keel-cpm-sessions-");
    const sessionFile = join(elsewhere, "2026-12-03T08-00-00-000Z_elsewhere.jsonl");
    writeFileSync(sessionFile, "{}\n");
    writeFileSync(join(project, "a"), "a\n");
    const store = await CheckpointStore.open({
      keelHome: home,
      project: await findCheckpointProject(project),
      maxFileBytes: 1e7,
    });
    await store.snapshot({ session: "elsewhere", trigger: "turn_start", sessionFile });
    await store.snapshot({ session: "gone", trigger: "turn_start", sessionFile: join(elsewhere, "deleted.jsonl") });
    const later = Date.now() + 2 * 3_600_000;
    expect(await pruneCheckpoints(home, { sessionIds: new Set(), now: later })).toMatchObject({ removed: 1, kept: 1 });
    rmSync(sessionFile);
    expect(await pruneCheckpoints(home, { sessionIds: new Set(), now: later })).toMatchObject({ removed: 1, kept: 0 });
  });

  it("reads ages and session ids", () => {
    expect(parseAge("30d")).toBe(30 * 86_400_000);
    expect(parseAge("12h")).toBe(12 * 3_600_000);
    expect(parseAge("2w")).toBe(14 * 86_400_000);
    expect(parseAge("soon")).toBeUndefined();
    const sessions = temp("keel-cpm-sessions-");
    execFileSync("mkdir", ["-p", join(sessions, "--tmp-x--")]);
    writeFileSync(join(sessions, "--tmp-x--", "2026-01-01T00-00-00-000Z_abc-123.jsonl"), "");
    expect([...existingSessionIds([sessions])]).toEqual(["abc-123"]);
  });
});
