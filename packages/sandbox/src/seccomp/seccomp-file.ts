import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { filterArch, seccompFilter } from "./seccomp-filter.js";

let written: { readonly dir: string; readonly file: string } | undefined;

/**
 * The seccomp filter of this architecture in a file that bubblewrap reads
 * (written once per process, in a fresh private folder). Every sandbox binds
 * that folder read-only, so no sandboxed command can swap the filter of a
 * later one; removed when the process exits. Undefined on architectures
 * without a filter.
 */
export function seccompFilterFile(): { readonly dir: string; readonly file: string } | undefined {
  if (written !== undefined) return written;
  const arch = filterArch();
  if (arch === undefined) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "keel-seccomp-"));
  const file = join(dir, `${arch}.bpf`);
  writeFileSync(file, seccompFilter(arch), { mode: 0o444 });
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  written = { dir, file };
  return written;
}
