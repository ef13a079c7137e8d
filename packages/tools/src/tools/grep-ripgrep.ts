import { basename, dirname, resolve } from "node:path";
import type { ExecOps } from "../operations/exec-ops.js";
import { LineSplitter } from "../process/line-splitter.js";
import type { GrepCollector, GrepQuery } from "../search/grep-results.js";

interface RipgrepLine {
  type: string;
  data?: {
    path?: { text?: string; bytes?: string };
    lines?: { text?: string; bytes?: string };
    line_number?: number;
  };
}

function textOf(field: { text?: string; bytes?: string } | undefined): string {
  if (!field) return "";
  if (field.text !== undefined) return field.text;
  return field.bytes ? Buffer.from(field.bytes, "base64").toString("utf8") : "";
}

/** The ripgrep arguments for a query (run in the folder `target` is relative to). */
export function ripgrepArgs(query: GrepQuery): { cwd: string; args: string[] } {
  const args = ["--json", "--no-config", "--no-require-git", "--hidden", "--sort", "path"];
  if (query.ignoreCase) args.push("--ignore-case");
  if (query.literal) args.push("--fixed-strings");
  if (query.context > 0) args.push("--context", String(query.context));
  if (query.glob) args.push("--glob", query.glob);
  // Later globs win: `.git` stays excluded whatever the user's glob.
  args.push("--glob", "!.git");
  args.push("--regexp", query.pattern, "--");
  if (query.rootIsFile) return { cwd: dirname(query.root), args: [...args, basename(query.root)] };
  return { cwd: query.root, args: [...args, "."] };
}

/**
 * The ripgrep engine: runs `rg --json --sort path` and feeds `collector`,
 * stopping ripgrep as soon as the collector has enough.
 */
export async function grepRipgrep(
  exec: ExecOps,
  rgPath: string,
  query: GrepQuery,
  collector: GrepCollector,
  signal?: AbortSignal,
): Promise<void> {
  const { cwd, args } = ripgrepArgs(query);
  const stop = new AbortController();
  const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  let stderr = "";
  const handle = (line: string) => {
    if (stop.signal.aborted || line === "") return;
    const event = JSON.parse(line) as RipgrepLine;
    if (event.type !== "match" && event.type !== "context") return;
    let text = textOf(event.data?.lines);
    if (text.endsWith("\n")) text = text.slice(0, -1);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    const keepGoing = collector.add({
      path: resolve(cwd, textOf(event.data?.path)),
      lineNumber: event.data?.line_number ?? 0,
      text,
      match: event.type === "match",
    });
    if (!keepGoing) stop.abort();
  };
  const stdout = new LineSplitter(handle);
  const stderrDecoder = new TextDecoder();
  const outcome = await exec.run({
    file: rgPath,
    args,
    cwd,
    signal: combined,
    onData: (chunk, stream) => {
      if (stream === "stderr") {
        if (stderr.length < 4096) stderr += stderrDecoder.decode(chunk, { stream: true });
        return;
      }
      stdout.push(chunk);
    },
  });
  if (!stop.signal.aborted && stdout.rest !== "") handle(stdout.rest);
  signal?.throwIfAborted();
  if (outcome.exitCode === 2 && collector.matches === 0) {
    const message = stderr.trim().split("\n").slice(0, 6).join("\n");
    throw new Error(
      `grep failed: ${message || "ripgrep exited with code 2"}. Check the pattern (ripgrep uses Rust regex syntax) or set literal: true.`,
    );
  }
}
