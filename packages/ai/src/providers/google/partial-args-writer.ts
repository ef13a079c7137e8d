/** One streamed piece of a Gemini function call's arguments (`functionCall.partialArgs[]`). */
export interface PartialArgPiece {
  /** RFC 9535 JSON path of the value, e.g. `$.recipe.ingredients[0].name`. */
  jsonPath?: string;
  stringValue?: string;
  numberValue?: number;
  boolValue?: boolean;
  nullValue?: string;
  /** For strings: more of this same value follows in a later piece. */
  willContinue?: boolean;
}

/** One step of a JSON path: an object key or an array index. */
export type JsonPathSegment = string | number;

interface Container {
  depth: number;
  kind: "object" | "array";
  /** Key or index of this container in its parent (unused for the root). */
  key: JsonPathSegment | undefined;
  members: number;
}

/**
 * Rebuilds the JSON text of a Gemini function call's arguments from the
 * `partialArgs` pieces Gemini streams (each a JSON path and a value, strings
 * possibly split over several pieces with `willContinue`). The text grows
 * only by appending, so it can be fed to the incremental JSON parser as
 * ordinary tool-call deltas — the same path every other provider's streamed
 * arguments take.
 *
 * Paths are expected in document order (Gemini sends them depth-first);
 * containers are opened as paths descend and closed as they leave.
 *
 * @example
 * const w = new PartialArgsWriter();
 * w.apply({ jsonPath: "$.location", stringValue: "Bos", willContinue: true }); // '{"location":"Bos'
 * w.apply({ jsonPath: "$.location", stringValue: "ton" });                    // 'ton"'
 * w.finish();                                                                  // '}'
 */
export class PartialArgsWriter {
  private readonly stack: Container[] = [];
  /** Path of a string value whose closing quote has not been written yet. */
  private openString: JsonPathSegment[] | undefined;
  private started = false;

  /** Whether any argument text was produced. */
  get hasOutput(): boolean {
    return this.started;
  }

  /** Applies one piece and returns the JSON text to append (possibly `""`). */
  apply(piece: PartialArgPiece): string {
    const path = piece.jsonPath === undefined ? undefined : parseJsonPath(piece.jsonPath);
    const value = valueText(piece);
    if (path === undefined || path.length === 0 || value === undefined) return "";
    if (this.openString !== undefined && samePath(this.openString, path) && piece.stringValue !== undefined) {
      return this.continueString(piece);
    }
    let out = this.closeString();
    if (!this.started) {
      this.started = true;
      this.stack.push({ depth: 0, kind: "object", key: undefined, members: 0 });
      out += "{";
    }
    out += this.alignTo(path);
    out += this.memberPrefix(path[path.length - 1] as JsonPathSegment);
    if (piece.stringValue !== undefined) {
      out += `"${escapeString(piece.stringValue)}`;
      if (piece.willContinue) this.openString = path;
      else out += '"';
    } else {
      out += value;
    }
    return out;
  }

  /** Closes whatever is open and returns the final text to append (`""` when nothing was written). */
  finish(): string {
    let out = this.closeString();
    while (this.stack.length > 0) out += closer(this.stack.pop() as Container);
    return out;
  }

  private continueString(piece: PartialArgPiece): string {
    let out = escapeString(piece.stringValue ?? "");
    if (!piece.willContinue) {
      out += '"';
      this.openString = undefined;
    }
    return out;
  }

  private closeString(): string {
    if (this.openString === undefined) return "";
    this.openString = undefined;
    return '"';
  }

  /** Closes containers that are not ancestors of `path` and opens the missing ones. */
  private alignTo(path: JsonPathSegment[]): string {
    let out = "";
    const parentDepth = path.length - 1;
    // Keep the deepest open container whose own path is a prefix of the leaf's parent.
    while (this.stack.length > 1) {
      const top = this.stack[this.stack.length - 1] as Container;
      if (top.depth <= parentDepth && this.containerMatches(path)) break;
      out += closer(this.stack.pop() as Container);
    }
    for (let depth = this.stack.length - 1; depth < parentDepth; depth++) {
      const key = path[depth] as JsonPathSegment;
      out += this.memberPrefix(key);
      const kind = typeof path[depth + 1] === "number" ? "array" : "object";
      this.stack.push({ depth: depth + 1, kind, key, members: 0 });
      out += kind === "array" ? "[" : "{";
    }
    return out;
  }

  /** Whether every open container (below the root) sits at the same key as `path` at its depth. */
  private containerMatches(path: JsonPathSegment[]): boolean {
    for (let i = 1; i < this.stack.length; i++) {
      const container = this.stack[i] as Container;
      if (path[container.depth - 1] !== container.key) return false;
    }
    return true;
  }

  private memberPrefix(key: JsonPathSegment): string {
    const top = this.stack[this.stack.length - 1] as Container;
    const comma = top.members > 0 ? "," : "";
    top.members++;
    return top.kind === "object" ? `${comma}${JSON.stringify(String(key))}:` : comma;
  }
}

function closer(container: Container): string {
  return container.kind === "array" ? "]" : "}";
}

function samePath(a: JsonPathSegment[], b: JsonPathSegment[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

function escapeString(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function valueText(piece: PartialArgPiece): string | undefined {
  if (piece.stringValue !== undefined) return "";
  if (piece.numberValue !== undefined) return Number.isFinite(piece.numberValue) ? String(piece.numberValue) : "null";
  if (piece.boolValue !== undefined) return piece.boolValue ? "true" : "false";
  if (piece.nullValue !== undefined) return "null";
  return undefined;
}

/**
 * Parses the JSON paths Gemini uses: `$`, then `.name`, `['name']`,
 * `["name"]` or `[index]` segments. Returns `undefined` for anything else.
 */
export function parseJsonPath(path: string): JsonPathSegment[] | undefined {
  if (!path.startsWith("$")) return undefined;
  const segments: JsonPathSegment[] = [];
  let i = 1;
  while (i < path.length) {
    const c = path[i];
    if (c === ".") {
      let j = i + 1;
      while (j < path.length && path[j] !== "." && path[j] !== "[") j++;
      if (j === i + 1) return undefined;
      segments.push(path.slice(i + 1, j));
      i = j;
    } else if (c === "[") {
      const quote = path[i + 1];
      if (quote === "'" || quote === '"') {
        let j = i + 2;
        let name = "";
        while (j < path.length && path[j] !== quote) {
          if (path[j] === "\\" && j + 1 < path.length) j++;
          name += path[j];
          j++;
        }
        if (path[j + 1] !== "]") return undefined;
        segments.push(name);
        i = j + 2;
      } else {
        const end = path.indexOf("]", i);
        const index = Number(path.slice(i + 1, end));
        if (end < 0 || !Number.isInteger(index) || index < 0) return undefined;
        segments.push(index);
        i = end + 1;
      }
    } else {
      return undefined;
    }
  }
  return segments;
}
