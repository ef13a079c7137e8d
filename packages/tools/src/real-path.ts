import { readFileSync, realpath } from "node:fs";
import { dirname, isAbsolute, posix, resolve } from "node:path";
import { promisify } from "node:util";

const realpathNative = promisify(realpath.native);

/** Where a path leads, as the kernel will resolve it. */
export type RealPath =
  /** A file-system path, every symlink resolved (`..` taken physically after a link in `shell` style). */
  | { kind: "file"; path: string }
  /** One of the running shell's own streams (`/dev/stdout`, `/dev/fd/2`, `/proc/self/fd/1`): no file. */
  | { kind: "stream"; fd: number }
  /** A path that depends on something the resolver cannot know (another process's folder, an open descriptor's file, `~-`). */
  | { kind: "unknown"; reason: string };

/** How {@link resolveRealPath} reads a path and the file system. */
export interface RealPathOptions {
  /** The folder relative paths and `~+` start from. */
  cwd: string;
  /** What `~` expands to. */
  homeDir: string;
  /**
   * `tool`: as a file tool reads its `path` argument — trimmed, a leading
   * `@` dropped, `..` removed by name first. `shell`: as bash opens a
   * redirection's file — `..` taken after the folder before it is resolved.
   */
  style: "tool" | "shell";
  /** The canonical path of an existing path (rejects with `ENOENT`/`ENOTDIR` when missing). Default: the OS's. */
  realpath?: (path: string) => Promise<string>;
  /** The home folder of a user for `~user`; `undefined` when there is none. Default: `/etc/passwd`. */
  userHome?: (name: string) => string | undefined;
}

/** The links every Linux system has into `/proc`, read by name (following them would give this process's, not the shell's). */
const DEV_LINKS: Record<string, string> = {
  "/dev/fd": "/proc/self/fd",
  "/dev/stdin": "/proc/self/fd/0",
  "/dev/stdout": "/proc/self/fd/1",
  "/dev/stderr": "/proc/self/fd/2",
};

let passwd: Map<string, string> | undefined;
function passwdHome(name: string): string | undefined {
  if (passwd === undefined) {
    passwd = new Map();
    try {
      for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
        const fields = line.split(":");
        if (fields.length >= 6 && fields[0]) passwd.set(fields[0], fields[5] as string);
      }
    } catch {
      // No passwd file: no user can be looked up, so `~user` stays a literal name.
    }
  }
  return passwd.get(name);
}

/**
 * The shell's tilde rules, used for tool paths too: `~` and `~/x` are the
 * home folder, `~user/x` that user's home, `~+` the working folder; `~-`
 * and the directory stack (`~2`, `~+1`) are unknown; anything else
 * (`~\x`, `~nosuchuser`) is a literal name relative to the working folder.
 *
 * @example
 * expandTilde("~/notes", { cwd: "/p", homeDir: "/home/me" }); // "/home/me/notes"
 * expandTilde("~\\notes", { cwd: "/p", homeDir: "/home/me" }); // "~\\notes"
 */
export function expandTilde(
  input: string,
  options: Pick<RealPathOptions, "cwd" | "homeDir" | "userHome">,
): string | { unknown: string } {
  if (!input.startsWith("~")) return input;
  const slash = input.indexOf("/");
  const prefix = slash < 0 ? input.slice(1) : input.slice(1, slash);
  const rest = slash < 0 ? "" : input.slice(slash);
  if (prefix === "") return `${options.homeDir}${rest}`;
  if (prefix === "+") return `${options.cwd}${rest}`;
  if (prefix === "-")
    return { unknown: "~- is the previous working folder ($OLDPWD), which is only known at run time" };
  if (/^[+-]?[0-9]+$/.test(prefix)) return { unknown: `~${prefix} is an entry of the shell's directory stack` };
  if (!/^[A-Za-z0-9._][A-Za-z0-9._-]*\$?$/.test(prefix)) return input;
  const home = (options.userHome ?? passwdHome)(prefix);
  return home === undefined ? input : `${home}${rest}`;
}

/**
 * Where a path leads — the one reading the permission checker and the file
 * tools share: the shell's tilde rules, made absolute from `cwd`, every
 * symlink resolved (through the nearest existing folder for a path still
 * to be created), and the Linux process links read as the shell would:
 * `/proc/self/root/…` and `/proc/<pid>/root/…` lead back to `/…`,
 * `/dev/fd/N`, `/dev/stdout` and `/proc/self/fd/N` are streams, and a
 * process's `cwd`, `exe` or a path below an open descriptor are unknown.
 *
 * @example
 * await resolveRealPath("/proc/self/root/etc/passwd", { cwd: "/p", homeDir: "/h", style: "shell" });
 * // { kind: "file", path: "/etc/passwd" }
 */
export async function resolveRealPath(input: string, options: RealPathOptions): Promise<RealPath> {
  let path = options.style === "tool" ? input.trim() : input;
  if (options.style === "tool" && path.startsWith("@") && path.length > 1) path = path.slice(1);
  const expanded = expandTilde(path, options);
  if (typeof expanded !== "string") return { kind: "unknown", reason: expanded.unknown };
  const joined = isAbsolute(expanded) ? expanded : `${options.cwd}/${expanded}`;
  const absolute = options.style === "tool" ? resolve(joined) : joined;
  const found = await walk(absolute.split("/"), options.realpath ?? realpathNative);
  if (found.kind === "stream" && options.style === "tool") return { kind: "file", path: resolve(absolute) };
  return found;
}

/** Resolves segments from `/`, physically: each existing prefix through the OS, `..` from where the last one led. */
async function walk(segments: readonly string[], realpathOf: (path: string) => Promise<string>): Promise<RealPath> {
  let current = "/";
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i] as string;
    if (name === "" || name === ".") continue;
    if (name === "..") {
      current = dirname(current);
      continue;
    }
    const next = current === "/" ? `/${name}` : `${current}/${name}`;
    const rest = segments.slice(i + 1);
    const linked = DEV_LINKS[next] ?? next;
    if (linked.startsWith("/proc/")) return processPath(linked, rest, realpathOf);
    let real: string;
    try {
      real = await realpathOf(next);
    } catch {
      // Missing (or unreadable): the rest is created (or refused) by name.
      return { kind: "file", path: posix.normalize([next, ...rest].join("/")) };
    }
    if (real.startsWith("/proc/")) return processPath(real, rest, realpathOf);
    current = real;
  }
  return { kind: "file", path: current };
}

/**
 * A path under `/proc/<self | thread-self | pid>`, read as the shell's
 * process would: `root` leads back to `/`, `..` climbs out, `fd/N` is a
 * stream, and `cwd`, `exe` and paths below a descriptor are unknown.
 */
async function processPath(
  path: string,
  rest: readonly string[],
  realpathOf: (path: string) => Promise<string>,
): Promise<RealPath> {
  const segments = [...path.split("/").filter((s) => s !== ""), ...rest];
  const id = segments[1] ?? "";
  if (!(id === "self" || id === "thread-self" || /^[0-9]+$/.test(id))) {
    return { kind: "file", path: posix.normalize(`/${segments.join("/")}`) };
  }
  // Where the walk is below /proc/<id>: [] (the process), ["task"], ["task", tid] (a thread, like the process), ["fd"].
  let below: string[] = [];
  for (let i = 2; i < segments.length; i++) {
    const name = segments[i] as string;
    const after = segments.slice(i + 1);
    if (name === "" || name === ".") continue;
    if (name === "..") {
      if (below.length === 0) return walk(["proc", ...after], realpathOf);
      below = below.slice(0, -1);
      continue;
    }
    const atProcess = below.length === 0 || (below.length === 2 && below[0] === "task");
    if (below[0] === "fd") {
      if (/^[0-9]+$/.test(name) && after.every((s) => s === "" || s === "."))
        return { kind: "stream", fd: Number(name) };
      return {
        kind: "unknown",
        reason: `/proc/${id}/fd/${[name, ...after].join("/")} leads through an open file descriptor`,
      };
    }
    if (below.length === 1 && below[0] === "task") {
      below = ["task", name];
      continue;
    }
    if (!atProcess)
      return { kind: "file", path: posix.normalize(`/proc/${id}/${[...below, name, ...after].join("/")}`) };
    switch (name) {
      case "root":
        return walk(after, realpathOf);
      case "fd":
      case "task":
        below = [name];
        continue;
      case "cwd":
      case "exe":
      case "map_files":
      case "fdinfo":
        return { kind: "unknown", reason: `/proc/${id}/${name} is a link of a running process` };
      default:
        return { kind: "file", path: posix.normalize(`/proc/${id}/${[name, ...after].join("/")}`) };
    }
  }
  return { kind: "file", path: posix.normalize(`/proc/${id}/${below.join("/")}`) };
}
