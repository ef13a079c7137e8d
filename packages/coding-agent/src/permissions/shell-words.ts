/**
 * Stands for a piece of a shell word whose value is only known when the
 * command runs (a variable, a command substitution, a glob). A rule's
 * literal characters never match it; a `*` in a rule does.
 */
export const DYNAMIC = "\u0000";

function isPlain(ch: string): boolean {
  return (
    (ch >= "a" && ch <= "z") ||
    (ch >= "A" && ch <= "Z") ||
    (ch >= "0" && ch <= "9") ||
    "-_./:=@%+,^~".includes(ch) ||
    ch === DYNAMIC
  );
}

/**
 * A word as rules see it: plain words as they are, anything else in single
 * quotes (`'fix typo'`), so a rule is written the way the command is typed
 * and a quoted word never merges with its neighbours.
 */
export function renderWord(word: string): string {
  if (word !== "" && [...word].every(isPlain)) return word;
  return `'${word.split("'").join("'\\''")}'`;
}

/** The canonical text of a simple command: its words rendered and joined by single spaces. */
export function renderCommand(words: readonly string[]): string {
  return words.map(renderWord).join(" ");
}

/** The same text for people: run-time values shown as `…`. */
export function displayCommand(words: readonly string[]): string {
  return renderCommand(words).split(DYNAMIC).join("…");
}
