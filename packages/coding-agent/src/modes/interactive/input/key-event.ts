/** Named keys the UI binds. Letters appear only with Ctrl or Alt (plain letters are text). */
export type KeyName =
  | "enter"
  | "tab"
  | "backspace"
  | "delete"
  | "escape"
  | "up"
  | "down"
  | "left"
  | "right"
  | "home"
  | "end"
  | "pageup"
  | "pagedown"
  | "insert"
  | `char:${string}`;

/** One decoded input: typed text, a bracketed paste, or a key with modifiers. */
export type KeyEvent =
  | { kind: "text"; text: string }
  | { kind: "paste"; text: string }
  | { kind: "key"; name: KeyName; ctrl: boolean; alt: boolean; shift: boolean };

/** A key event, for tests and bindings. */
export function key(name: KeyName, mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}): KeyEvent {
  return { kind: "key", name, ctrl: mods.ctrl === true, alt: mods.alt === true, shift: mods.shift === true };
}

/** Whether `event` is the key `name` with exactly the modifiers given. */
export function isKey(
  event: KeyEvent,
  name: KeyName,
  mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {},
): boolean {
  return (
    event.kind === "key" &&
    event.name === name &&
    event.ctrl === (mods.ctrl === true) &&
    event.alt === (mods.alt === true) &&
    event.shift === (mods.shift === true)
  );
}
