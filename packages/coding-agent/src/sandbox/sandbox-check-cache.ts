import { readFileSync, statSync } from "node:fs";
import { release } from "node:os";
import { join } from "node:path";
import { checkSandbox, type SandboxReport } from "@keel/sandbox";
import { findProgram } from "@keel/sandbox/internal";
import { writeFileAtomic } from "../config-files/atomic-write.js";

/** How long a passed check is trusted without running bubblewrap again. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FILE = "sandbox-check.json";

/** What a passed check depends on: the same bubblewrap binary, kernel and user. */
interface CheckKey {
  program: string;
  size: number;
  mtimeMs: number;
  kernel: string;
  uid: number;
}

const memo = new Map<string, Promise<SandboxReport>>();

/**
 * `checkSandbox`, run at most once per process and, once it passed, once a
 * day per `$KEEL_HOME` (in `sandbox-check.json`): the check runs bubblewrap
 * three times, which costs each start of Keel (and each subagent) hundreds
 * of milliseconds on a loaded machine. A passed check is reused only while
 * the same bubblewrap binary (path, size, mtime), kernel release and user
 * are in place; a failed check is never cached, so installing bubblewrap
 * or enabling user namespaces takes effect at the next run.
 *
 * @example
 * const report = await cachedSandboxCheck({ keelHome, exclude: [projectRoot] });
 */
export async function cachedSandboxCheck(options: {
  keelHome: string;
  exclude: readonly string[];
  now?: () => number;
}): Promise<SandboxReport> {
  const key = checkKey(options.exclude);
  const memoKey = JSON.stringify([key, options.exclude]);
  const running = memo.get(memoKey);
  if (running !== undefined) return running;
  const result = (async () => {
    const now = options.now?.() ?? Date.now();
    const file = join(options.keelHome, FILE);
    if (key !== undefined) {
      const saved = readSaved(file);
      if (saved && sameKey(saved.key, key) && now - saved.checkedAt < MAX_AGE_MS && saved.report.available) {
        return saved.report;
      }
    }
    const report = await checkSandbox({ exclude: options.exclude });
    if (key !== undefined && report.available) {
      try {
        await writeFileAtomic(file, `${JSON.stringify({ key, checkedAt: now, report }, null, 2)}\n`);
      } catch {
        // An unwritable $KEEL_HOME only means the check runs again next time.
      }
    }
    return report;
  })();
  memo.set(memoKey, result);
  return result;
}

function checkKey(exclude: readonly string[]): CheckKey | undefined {
  if (process.platform !== "linux") return undefined;
  const program = findProgram("bwrap", { exclude });
  if (program === undefined) return undefined;
  try {
    const stat = statSync(program);
    return { program, size: stat.size, mtimeMs: stat.mtimeMs, kernel: release(), uid: process.getuid?.() ?? -1 };
  } catch {
    return undefined;
  }
}

function readSaved(file: string): { key: CheckKey; checkedAt: number; report: SandboxReport } | undefined {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as {
      key?: CheckKey;
      checkedAt?: number;
      report?: SandboxReport;
    };
    if (value.key === undefined || typeof value.checkedAt !== "number" || value.report === undefined) return undefined;
    return { key: value.key, checkedAt: value.checkedAt, report: value.report };
  } catch {
    return undefined;
  }
}

function sameKey(a: CheckKey, b: CheckKey): boolean {
  return (
    a.program === b.program && a.size === b.size && a.mtimeMs === b.mtimeMs && a.kernel === b.kernel && a.uid === b.uid
  );
}
