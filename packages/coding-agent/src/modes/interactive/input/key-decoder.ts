import { type KeyEvent, type KeyName, key } from "./key-event.js";

const PASTE_START = "\u001b[200~";
const PASTE_END = "\u001b[201~";

const TILDE_KEYS: Record<string, KeyName> = {
  "1": "home",
  "2": "insert",
  "3": "delete",
  "4": "end",
  "5": "pageup",
  "6": "pagedown",
  "7": "home",
  "8": "end",
};

const LETTER_KEYS: Record<string, KeyName> = {
  A: "up",
  B: "down",
  C: "right",
  D: "left",
  H: "home",
  F: "end",
};

function modifiers(param: string | undefined): { ctrl: boolean; alt: boolean; shift: boolean } {
  const value = Math.max(0, Number(param ?? "1") - 1);
  return { shift: (value & 1) !== 0, alt: (value & 2) !== 0, ctrl: (value & 4) !== 0 };
}

function codePointKey(code: number, mods: { ctrl: boolean; alt: boolean; shift: boolean }): KeyEvent | undefined {
  switch (code) {
    case 13:
      return key("enter", mods);
    case 9:
      return key("tab", mods);
    case 127:
    case 8:
      return key("backspace", mods);
    case 27:
      return key("escape", mods);
    default:
      if (code < 32) return undefined;
      if (!mods.ctrl && !mods.alt) return { kind: "text", text: String.fromCodePoint(code) };
      return key(`char:${String.fromCodePoint(code).toLowerCase()}`, mods);
  }
}

/** Decodes one escape sequence (as Ink splits them) into a key, or `undefined` for one the UI ignores. */
function decodeEscape(sequence: string): KeyEvent | undefined {
  if (sequence === "\u001b") return key("escape");
  if (sequence === "\u001b\u001b") return key("escape", { alt: true });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: decoding terminal escape sequences
  const csi = /^\u001b(?:\[|O)(\[?[\d;:]*)([~A-Za-z@^$])$/.exec(sequence);
  if (csi) {
    const params = (csi[1] ?? "").replace(/^\[/, "").split(";");
    const final = csi[2] ?? "";
    if (final === "~") {
      // xterm modifyOtherKeys: ESC [ 27 ; mods ; code ~
      if (params[0] === "27" && params[2] !== undefined) return codePointKey(Number(params[2]), modifiers(params[1]));
      const name = TILDE_KEYS[params[0] ?? ""];
      return name ? key(name, modifiers(params[1])) : undefined;
    }
    if (final === "u") return codePointKey(Number((params[0] ?? "").split(":")[0]), modifiers(params[1]));
    if (final === "Z") return key("tab", { shift: true });
    const name = LETTER_KEYS[final];
    if (name) return key(name, modifiers(params[1]));
    return undefined;
  }
  // Any other CSI or SS3 sequence (a terminal report, an unknown key) is not typing.
  if (sequence.startsWith("\u001b[") || sequence.startsWith("\u001bO")) return undefined;
  // Alt + a key: ESC then the key.
  const rest = sequence.slice(1);
  if ([...rest].length !== 1) return undefined;
  if (rest === "\r") return key("enter", { alt: true });
  if (rest === "\n") return key("enter", { alt: true });
  if (rest === "\u007f" || rest === "\b") return key("backspace", { alt: true });
  const code = rest.codePointAt(0);
  if (code === undefined) return undefined;
  if (code < 27 && code > 0) return key(`char:${String.fromCharCode(code + 96)}`, { ctrl: true, alt: true });
  return key(`char:${rest.toLowerCase()}`, { alt: true, shift: rest !== rest.toLowerCase() });
}

/** Splits a run without escape sequences into text and control keys; each Enter is its own key. */
function decodePlain(chunk: string, out: KeyEvent[]): void {
  let text = "";
  const flush = (): void => {
    if (text !== "") out.push({ kind: "text", text });
    text = "";
  };
  for (const char of chunk) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 32 && code !== 127) {
      text += char;
      continue;
    }
    flush();
    if (char === "\r") out.push(key("enter"));
    else if (char === "\n") out.push(key("char:j", { ctrl: true }));
    else if (char === "\t") out.push(key("tab"));
    else if (char === "\u007f" || char === "\b") out.push(key("backspace"));
    else if (code >= 1 && code <= 26) out.push(key(`char:${String.fromCharCode(code + 96)}`, { ctrl: true }));
  }
  flush();
}

/**
 * Turns terminal input into key events. Input arrives as Ink splits it
 * (each escape sequence alone, runs of plain text together); text typed fast
 * and then Enter is text followed by an Enter key, never a paste. Only a
 * real bracketed paste (`ESC [200~ … ESC [201~`) is a paste, newlines and
 * all.
 */
export class KeyDecoder {
  private paste: string | undefined;

  /** Decodes one chunk; a paste in progress is held until it ends. */
  feed(chunk: string): KeyEvent[] {
    const out: KeyEvent[] = [];
    let rest = chunk;
    while (rest !== "") {
      if (this.paste !== undefined) {
        const end = rest.indexOf(PASTE_END);
        if (end === -1) {
          this.paste += rest;
          return out;
        }
        out.push({ kind: "paste", text: (this.paste + rest.slice(0, end)).replace(/\r\n?/g, "\n") });
        this.paste = undefined;
        rest = rest.slice(end + PASTE_END.length);
        continue;
      }
      const start = rest.indexOf(PASTE_START);
      const head = start === -1 ? rest : rest.slice(0, start);
      this.decode(head, out);
      if (start === -1) return out;
      this.paste = "";
      rest = rest.slice(start + PASTE_START.length);
    }
    return out;
  }

  private decode(chunk: string, out: KeyEvent[]): void {
    if (chunk === "") return;
    if (!chunk.startsWith("\u001b")) {
      const at = chunk.indexOf("\u001b");
      if (at === -1) {
        decodePlain(chunk, out);
        return;
      }
      decodePlain(chunk.slice(0, at), out);
      this.decode(chunk.slice(at), out);
      return;
    }
    // Ink hands over one sequence at a time; a chunk from elsewhere may hold several.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: splitting terminal escape sequences
    const match = /^\u001b(?:\[[\d;:?[]*[ -/]*[@-~]|O[@-~]|\u001b?[^\u001b]?)/.exec(chunk);
    const sequence = match?.[0] ?? chunk;
    const event = decodeEscape(sequence);
    if (event) out.push(event);
    this.decode(chunk.slice(sequence.length), out);
  }
}
