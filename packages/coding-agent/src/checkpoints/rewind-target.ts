import type { SessionFile } from "../session/session-file.js";

/**
 * The entry a command-line rewind names: `-N` is the N-th user message
 * back on the current branch (`-1`: the latest prompt, so its turn is
 * undone); anything else is an entry id or a unique prefix of one.
 */
export function resolveRewindTarget(
  file: SessionFile,
  ref: string,
): { ok: true; entryId: string } | { ok: false; error: string } {
  const back = /^-(\d+)$/.exec(ref);
  if (back !== null) {
    const n = Number(back[1]);
    const prompts = file.getBranch().filter((entry) => entry.type === "message" && entry.message.role === "user");
    if (n < 1) return { ok: false, error: "--rewind -N counts user turns back from the latest: N is 1 or more" };
    const entry = prompts[prompts.length - n];
    if (entry === undefined) {
      return {
        ok: false,
        error: `--rewind ${ref}: the current branch has ${prompts.length} user turn${prompts.length === 1 ? "" : "s"}`,
      };
    }
    return { ok: true, entryId: entry.id };
  }
  if (file.getEntry(ref) !== undefined) return { ok: true, entryId: ref };
  const matches = file.entries.filter((entry) => entry.id.startsWith(ref));
  if (matches.length === 1) return { ok: true, entryId: (matches[0] as { id: string }).id };
  if (matches.length > 1)
    return { ok: false, error: `--rewind ${ref}: ${matches.length} entries start with it; give more of the id` };
  return {
    ok: false,
    error: `--rewind ${ref}: no entry of this session has that id (RPC get_entries lists them), and it is not -N`,
  };
}
