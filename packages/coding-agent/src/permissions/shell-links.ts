import { posix } from "node:path";
import { archiveTarget } from "./archive-targets.js";
import { DYNAMIC, displayCommand } from "./shell-words.js";

/** A command that may create a symlink or hard link, and the paths it touches. */
export interface LinkMaker {
  /** The command, for messages. */
  text: string;
  /** Its operands (targets and link names) as written; `undefined` when one is only known at run time. */
  paths: string[] | undefined;
  /**
   * The folder an archive tool extracts into, named by its flags (`tar -C`,
   * `unzip -d`): entries of unknown names, links among them, appear only
   * inside it. When set, `paths` holds no entry names.
   */
  folder?: string;
}

/** `cp` options that make or keep links (`-s`, `-l`, `--link`; `-a`, `-d`, `-P`, `-R` copy a symlink as a symlink). */
const CP_LINK_LONG = [
  "--link",
  "--symbolic-link",
  "--archive",
  "--no-dereference",
  "--recursive",
  "--preserve",
  "--parents",
];
const CP_LINK_SHORT = "sladPRr";

function cpMakesLinks(words: readonly string[]): boolean {
  return words.slice(1).some((word) => {
    if (word.startsWith("--")) return CP_LINK_LONG.some((option) => word === option || word.startsWith(`${option}=`));
    return word.startsWith("-") && [...word.slice(1)].some((ch) => CP_LINK_SHORT.includes(ch));
  });
}

function tarExtracts(words: readonly string[]): boolean {
  const first = words[1] ?? "";
  if (!first.startsWith("-") && first.includes("x")) return true;
  return words.some(
    (word) => word === "--extract" || word === "--get" || (/^-[A-Za-z]+$/.test(word) && word.includes("x")),
  );
}

/**
 * Whether a simple command may create a symlink or a hard link (`ln`,
 * `link`, `cp -s/-l/-a/-R…`, `mv` — which moves a link as it is —,
 * `install`, `rsync`, `tar -x`, `unzip`, `cpio`), with the paths it names.
 *
 * @example
 * linkMaker(["ln", "-s", "/etc/passwd", "p"]); // { text: "ln -s /etc/passwd p", paths: ["/etc/passwd", "p"] }
 */
export function linkMaker(words: readonly string[]): LinkMaker | undefined {
  const first = words[0] ?? "";
  const program = first.slice(first.lastIndexOf("/") + 1);
  let makes: boolean;
  switch (program) {
    case "ln":
    case "link":
    case "mv":
    case "install":
    case "rsync":
    case "unzip":
    case "cpio":
      makes = true;
      break;
    case "cp":
      makes = cpMakesLinks(words);
      break;
    case "tar":
    case "bsdtar":
      makes = tarExtracts(words);
      break;
    default:
      makes = false;
  }
  if (!makes) return undefined;
  if (program === "tar" || program === "bsdtar" || program === "unzip") {
    const folder = archiveTarget(words);
    return folder === undefined
      ? { text: displayCommand(words), paths: undefined }
      : { text: displayCommand(words), paths: [], folder };
  }
  const operands = words.slice(1).filter((word) => !word.startsWith("-") || word.includes(DYNAMIC));
  const known = operands.every((word) => !word.includes(DYNAMIC)) && operands.length > 0;
  return { text: displayCommand(words), paths: known && program !== "cpio" ? operands : undefined };
}

/** The path's segments, `.` dropped and a leading `~`/`/` kept as written. */
function segments(path: string): string[] {
  return posix
    .normalize(path)
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".");
}

/**
 * Whether a path (a redirection's file, or a later command's argument)
 * may reach a file a link maker created or named: it names one of its
 * paths, or passes through a folder of that name. Spellings differ
 * (`./p`, `/abs/p`, `d/p/x`), so a shared name is enough; run-time values
 * reach anything.
 */
export function touchesLink(path: string, maker: LinkMaker): boolean {
  if (maker.paths === undefined || path.includes(DYNAMIC)) return true;
  const parts = segments(path);
  if (maker.folder !== undefined && inFolder(path, parts, maker.folder)) return true;
  return maker.paths.some((linked) => {
    const name = segments(linked).at(-1);
    return name !== undefined && name !== ".." && parts.includes(name);
  });
}

/**
 * Whether a path may lead into an archive's extraction folder: it passes
 * through a folder of that name (spellings differ: `out/x`, `./out/x`,
 * `/abs/out/x`), or it starts at the home folder (`~/x`) while the folder
 * is written as an absolute path (which may be inside home), or the reverse.
 */
function inFolder(path: string, parts: readonly string[], folder: string): boolean {
  const name = segments(folder).at(-1);
  if (name === undefined || parts.includes(name)) return true;
  return (path.startsWith("~") && folder.startsWith("/")) || (path.startsWith("/") && folder.startsWith("~"));
}
