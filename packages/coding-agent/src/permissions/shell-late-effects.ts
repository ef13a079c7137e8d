import type { LinkMaker } from "./shell-links.js";
import { touches } from "./shell-literals.js";
import type { ShellPart } from "./shell-part.js";
import { displayCommand } from "./shell-words.js";

/** A command of the analysed script that may make a link, and where it stands. */
export interface MadeLink {
  /** Its index among the parts. */
  at: number;
  maker: LinkMaker;
  /** Inside a loop or a function body: it may run before any other part, not only before later ones. */
  everywhere: boolean;
}

/** What the whole script does that changes the meaning of parts checked one by one. */
export interface LateEffects {
  /** A `cd`, `pushd`, `popd` (or a wrapper that changes folder) runs somewhere in the script. */
  changesDirectory: boolean;
  links: readonly MadeLink[];
  /** Indexes of the parts inside a loop or a function body: they may run after a link made later in the text. */
  repeated: ReadonlySet<number>;
}

/**
 * The parts of a script once what runs around them is known: after a `cd`,
 * a relative redirection target is in a folder the checker does not know
 * (it becomes `opaque`); a part that touches a path another command of the
 * script may turn into a link gets an `opaque` part beside it (a command) or
 * instead of it (a redirection), since the path checked may lead elsewhere
 * once the link exists.
 */
export function flagLateEffects(parts: readonly ShellPart[], effects: LateEffects): ShellPart[] {
  const { changesDirectory, links, repeated } = effects;
  const moved: ShellPart[] = parts.map((part) =>
    changesDirectory &&
    (part.kind === "write" || part.kind === "read") &&
    !part.path.startsWith("/") &&
    !part.path.startsWith("~")
      ? {
          kind: "opaque",
          reason: `the ${part.kind} of "${part.path}" follows a cd`,
          text: part.path,
          redirect: part.kind,
        }
      : part,
  );
  if (links.length === 0) return moved;
  return moved.flatMap((part, index) => {
    const link = links.find(
      ({ at, maker, everywhere }) =>
        index !== at && (everywhere || index > at || repeated.has(index)) && touches(part, maker),
    );
    if (link === undefined) return [part];
    const reason = `it touches a path that \`${link.maker.text}\` may turn into a link in the same command`;
    const flagged: ShellPart = {
      kind: "opaque",
      reason,
      text: part.kind === "command" ? displayCommand(part.words) : "",
    };
    if (part.kind === "command") return [part, flagged];
    return [{ ...flagged, text: part.kind === "opaque" ? part.text : part.path }];
  });
}
