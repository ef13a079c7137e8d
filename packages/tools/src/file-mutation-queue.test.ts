import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { activeFileMutationCount, withFileMutationQueue } from "./file-mutation-queue.js";
import { MemoryFs } from "./operations/memory-fs.js";
import { useTempDirs } from "./test-support/temp-dir.js";

const tempDir = useTempDirs();
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs tasks through the queue and reports the highest number running at once. */
async function maxConcurrency(paths: string[], fs?: MemoryFs): Promise<number> {
  let running = 0;
  let highest = 0;
  await Promise.all(
    paths.map((path) =>
      withFileMutationQueue(
        path,
        async () => {
          running++;
          highest = Math.max(highest, running);
          await pause(20);
          running--;
        },
        fs ? { fs } : {},
      ),
    ),
  );
  return highest;
}

describe("withFileMutationQueue", () => {
  it("serializes one file named through a symlink, an absolute path and a relative path", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "real"));
    const file = join(dir, "real", "a.txt");
    writeFileSync(file, "");
    symlinkSync(join(dir, "real"), join(dir, "link"));
    const viaLink = join(dir, "link", "a.txt");
    const viaRelative = relative(process.cwd(), file);
    expect(await maxConcurrency([file, viaLink, viaRelative, viaLink])).toBe(1);
  });

  it("serializes a file that does not exist yet, named through a symlinked folder", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "link"));
    expect(await maxConcurrency([join(dir, "real", "new.txt"), join(dir, "link", "new.txt")])).toBe(1);
  });

  it("runs different files in parallel", async () => {
    const dir = tempDir();
    const paths = [join(dir, "a"), join(dir, "b"), join(dir, "c")];
    // Each task waits until all three are running at once (a barrier, not a timer:
    // on a loaded machine one file's path resolution may take longer than another's task).
    let started = 0;
    let release: () => void = () => {};
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const timeout = setTimeout(release, 10_000);
    let highest = 0;
    let running = 0;
    await Promise.all(
      paths.map((path) =>
        withFileMutationQueue(path, async () => {
          running++;
          highest = Math.max(highest, running);
          if (++started === paths.length) release();
          await allStarted;
          running--;
        }),
      ),
    );
    clearTimeout(timeout);
    expect(highest).toBe(3);
  });

  it("runs tasks in the order they were queued and keeps going after a failure", async () => {
    const dir = tempDir();
    const file = join(dir, "log.txt");
    writeFileSync(file, "");
    const order: number[] = [];
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        withFileMutationQueue(file, async () => {
          await pause(5 - n);
          order.push(n);
          writeFileSync(file, `${readFileSync(file, "utf8")}${n}`);
          if (n === 2) throw new Error("task 2 failed");
          return n;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4]);
    expect(readFileSync(file, "utf8")).toBe("1234");
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
  });

  it("leaves no entries behind", async () => {
    const dir = tempDir();
    await maxConcurrency(Array.from({ length: 50 }, (_, i) => join(dir, `f${i % 5}`)));
    await withFileMutationQueue(join(dir, "x"), async () => Promise.reject(new Error("boom"))).catch(() => undefined);
    expect(activeFileMutationCount()).toBe(0);
  });

  it("keys by the canonical path of the given file system", async () => {
    const fs = new MemoryFs({ "/w/real/a.txt": "" });
    fs.symlink("/w/real", "/w/link");
    expect(await maxConcurrency(["/w/real/a.txt", "/w/link/a.txt"], fs)).toBe(1);
  });
});
