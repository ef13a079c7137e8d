// File and process operations for @keel/tools that run on another machine
// through `ssh <target> <command>`. The tools themselves are unchanged:
// only their pluggable `fs` and `exec` operations point elsewhere.
import { type ExecOps, type FsEntryType, type FsOps, type FsStat, fsError, localExecOps } from "@keel/tools";

/** Quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Runs one shell command on the target; resolves with its output and exit code. */
export type RemoteRunner = (
  command: string,
) => Promise<{ stdout: Uint8Array; stderr: string; exitCode: number | null }>;

/** A {@link RemoteRunner} over `ssh` (run through `local`, the machine's own process operations). */
export function sshRunner(target: string, local: ExecOps = localExecOps): RemoteRunner {
  return async (command) => {
    const out: Uint8Array[] = [];
    let stderr = "";
    const outcome = await local.run({
      file: "ssh",
      args: ["-o", "BatchMode=yes", target, command],
      cwd: process.cwd(),
      onData(chunk, stream) {
        if (stream === "stdout") out.push(new Uint8Array(chunk));
        else stderr += Buffer.from(chunk).toString("utf8");
      },
    });
    return { stdout: Buffer.concat(out), stderr, exitCode: outcome.exitCode };
  };
}

const ERRNO: [RegExp, string][] = [
  [/No such file or directory/i, "ENOENT"],
  [/Not a directory/i, "ENOTDIR"],
  [/Is a directory/i, "EISDIR"],
  [/Permission denied/i, "EACCES"],
  [/File exists/i, "EEXIST"],
];

async function check(run: RemoteRunner, command: string, path: string): Promise<Uint8Array> {
  const result = await run(command);
  if (result.exitCode === 0) return result.stdout;
  const code = ERRNO.find(([pattern]) => pattern.test(result.stderr))?.[1] ?? "EIO";
  throw fsError(code, `${result.stderr.trim() || "remote command failed"} (${path})`);
}

const TYPES: Record<string, FsEntryType> = {
  "regular file": "file",
  "regular empty file": "file",
  directory: "directory",
  "symbolic link": "symlink",
};

function parseStat(line: string): FsStat {
  const [type = "", size = "0", mode = "0", mtime = "0"] = line.trim().split("|");
  return {
    type: TYPES[type] ?? "other",
    size: Number(size),
    mode: Number.parseInt(mode, 8),
    mtimeMs: Number(mtime) * 1000,
  };
}

/** {@link FsOps} on the target, with coreutils commands (`stat`, `cat`, `find`…). Writes go through base64 in the command line, so keep files under ~1 MB. */
export function remoteFsOps(run: RemoteRunner): FsOps {
  const text = async (command: string, path: string) => Buffer.from(await check(run, command, path)).toString("utf8");
  const readFile = (path: string) => check(run, `cat -- ${shellQuote(path)}`, path);
  return {
    stat: async (path) => parseStat(await text(`stat -L -c '%F|%s|%a|%Y' -- ${shellQuote(path)}`, path)),
    lstat: async (path) => parseStat(await text(`stat -c '%F|%s|%a|%Y' -- ${shellQuote(path)}`, path)),
    realpath: async (path) => (await text(`realpath -e -- ${shellQuote(path)}`, path)).trim(),
    readFile,
    async *readChunks(path, options) {
      const data = await readFile(path);
      const size = options?.chunkSize ?? 64 * 1024;
      for (let at = options?.start ?? 0; at < data.byteLength; at += size) yield data.subarray(at, at + size);
    },
    async writeFile(path, data) {
      const temp = `${path}.keel-tmp`;
      const b64 = Buffer.from(data).toString("base64");
      await check(
        run,
        `printf %s ${shellQuote(b64)} | base64 -d > ${shellQuote(temp)} && mv -f -- ${shellQuote(temp)} ${shellQuote(path)}`,
        path,
      );
    },
    mkdir: async (path) => void (await check(run, `mkdir -p -- ${shellQuote(path)}`, path)),
    async readdir(path) {
      const listing = await text(`find ${shellQuote(path)} -mindepth 1 -maxdepth 1 -printf '%y|%f\\n'`, path);
      const kinds: Record<string, FsEntryType> = { f: "file", d: "directory", l: "symlink" };
      return listing
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const bar = line.indexOf("|");
          return { name: line.slice(bar + 1), type: kinds[line.slice(0, bar)] ?? "other" };
        });
    },
  };
}

/** {@link ExecOps} on the target: each process runs in `cd <cwd> &&` a quoted command line. Streams arrive when the command ends. */
export function remoteExecOps(run: RemoteRunner): ExecOps {
  return {
    async run(request) {
      const env = Object.entries(request.env ?? {})
        .map(([k, v]) => `${k}=${shellQuote(v)} `)
        .join("");
      const line = `cd ${shellQuote(request.cwd)} && ${env}${[request.file, ...request.args].map(shellQuote).join(" ")}`;
      const result = await run(line);
      if (result.stdout.byteLength > 0) request.onData(result.stdout, "stdout");
      if (result.stderr !== "") request.onData(Buffer.from(result.stderr), "stderr");
      return { exitCode: result.exitCode, signal: null, timedOut: false, aborted: request.signal?.aborted === true };
    },
    async findExecutable(name) {
      const result = await run(`command -v ${shellQuote(name)}`);
      const found = Buffer.from(result.stdout).toString("utf8").trim();
      return result.exitCode === 0 && found !== "" ? found : undefined;
    },
  };
}
