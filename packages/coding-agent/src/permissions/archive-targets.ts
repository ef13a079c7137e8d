import { posix } from "node:path";
import { DYNAMIC } from "./shell-words.js";

/**
 * The folder an extracting archive tool writes into, when its flags name it
 * (`tar -C out`, `tar --directory=out`, `unzip -d out`); `undefined` when it
 * cannot be known in advance: no such flag (the current folder, where any
 * later relative path may be an entry), several (`-C` is relative to the
 * previous one), a value known only at run time, a folder named only by
 * `~`, `.` or `..`, member names before the flag, or an option that lets
 * entries leave the folder (`-P`/`--absolute-names`, `unzip -:`) or renames
 * them (`--transform`, `--xform`, bsdtar's `-s`).
 *
 * @example
 * archiveTarget(["tar", "-xzf", "a.tgz", "-C", "vendor"]); // "vendor"
 * archiveTarget(["unzip", "-o", "a.zip", "-d", "out"]); // "out"
 * archiveTarget(["tar", "-xf", "a.tar"]); // undefined
 */
export function archiveTarget(words: readonly string[]): string | undefined {
  const first = words[0] ?? "";
  const program = first.slice(first.lastIndexOf("/") + 1);
  const found = program === "unzip" ? unzipFolders(words.slice(1)) : tarFolders(words.slice(1));
  if (found === undefined || found.length !== 1) return undefined;
  const folder = found[0] as string;
  if (folder.includes(DYNAMIC)) return undefined;
  const name = posix
    .normalize(folder)
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".")
    .at(-1);
  if (name === undefined || name === ".." || name.startsWith("~")) return undefined;
  return folder;
}

/** tar's (and bsdtar's) `-C` folders, or `undefined` when the command's flags make the target unknowable. */
function tarFolders(args: readonly string[]): string[] | undefined {
  const folders: string[] = [];
  // The archive's name follows the cluster that holds `f` (`-xzf a.tgz`, old style `xf a.tar`).
  let archiveNext = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    if (archiveNext) {
      archiveNext = false;
      continue;
    }
    if (word === "-C" || word === "--directory" || word === "--cd") {
      const value = args[++i];
      if (value === undefined) return undefined;
      folders.push(value);
    } else if (word.startsWith("--directory=") || word.startsWith("--cd=")) {
      folders.push(word.slice(word.indexOf("=") + 1));
    } else if (word.startsWith("--")) {
      const name = word.split("=")[0] as string;
      if (["--absolute-names", "--transform", "--xform"].includes(name)) return undefined;
      if (name === "--file" && !word.includes("=")) archiveNext = true;
    } else if (word.startsWith("-C") && word.length > 2) {
      folders.push(word.slice(2));
    } else if (word.startsWith("-") || (i === 0 && /^[A-Za-z]+$/.test(word))) {
      // A cluster of short options; `C`, `P` or `s` inside one (`-xC d`, `-xP`, bsdtar's `-s`) is not followed.
      const letters = word.replace(/^-/, "");
      if (/[CPs]/.test(letters)) return undefined;
      if (letters.endsWith("f")) archiveNext = true;
      else if (letters.includes("f")) return undefined;
    } else if (folders.length === 0) {
      return undefined; // a member name (or an option's argument) before -C: it may extract into the current folder
    }
  }
  return folders;
}

/** unzip's `-d` folders, or `undefined` when the command's flags make the target unknowable. */
function unzipFolders(args: readonly string[]): string[] | undefined {
  const folders: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    if (word === "-d") {
      const value = args[++i];
      if (value === undefined) return undefined;
      folders.push(value);
    } else if (word.startsWith("-d")) {
      folders.push(word.slice(2));
    } else if (word.startsWith("-")) {
      // `-:` keeps `../` in entry names; a `d` inside a cluster is not followed.
      if (word.includes(":") || word.slice(1).includes("d")) return undefined;
    }
  }
  return folders;
}
