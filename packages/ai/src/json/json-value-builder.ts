/** An open array or object, and for objects the key whose value is being read. */
class Frame {
  key = "";
  constructor(
    readonly array: unknown[] | null,
    readonly object: Record<string, unknown> | null,
  ) {}
}

/** Sets an own data property, as JSON.parse does — even for `__proto__`. */
function setProperty(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/**
 * Builds the parsed value in place while it streams in: containers are
 * created when they open and attached to their parent at once, so they
 * keep their identity as they fill; a leaf (string, number, literal) is
 * written into its slot when it completes, and may be written earlier, as
 * often as wanted, to show its partial value.
 *
 * Objects get properties the way JSON.parse creates them: own data
 * properties (`__proto__` included), a later duplicate key replacing the
 * value but keeping the first key's position.
 */
export class JsonValueBuilder {
  /** The top-level value: `undefined` until it has started (a leaf appears when complete). */
  root: unknown = undefined;
  private readonly stack: Frame[] = [];
  private top: Frame | undefined = undefined;
  /** Array index of the leaf being read, when its parent is an array. */
  private leafIndex = 0;

  /** True when no container is open (the next value is the top-level one, or it is complete). */
  get atTopLevel(): boolean {
    return this.top === undefined;
  }

  /** True when the innermost open container is an array. */
  get inArray(): boolean {
    return this.top !== undefined && this.top.array !== null;
  }

  /** Opens an object and attaches it to its parent (or makes it the root). */
  openObject(): void {
    const object: Record<string, unknown> = {};
    this.attach(object);
    this.push(new Frame(null, object));
  }

  /** Opens an array and attaches it to its parent (or makes it the root). */
  openArray(): void {
    const array: unknown[] = [];
    this.attach(array);
    this.push(new Frame(array, null));
  }

  /** Closes the innermost container. */
  close(): void {
    const { stack } = this;
    stack.pop();
    this.top = stack[stack.length - 1];
  }

  /** Sets the key whose value comes next in the innermost object. */
  setKey(key: string): void {
    (this.top as Frame).key = key;
  }

  /** Notes where the leaf that starts now will go. */
  beginLeaf(): void {
    const top = this.top;
    if (top !== undefined && top.array !== null) this.leafIndex = top.array.length;
  }

  /** Writes the current leaf's partial or final value into its slot (not for a top-level leaf). */
  placeLeaf(value: unknown): void {
    const top = this.top as Frame;
    if (top.array !== null) top.array[this.leafIndex] = value;
    else setProperty(top.object as Record<string, unknown>, top.key, value);
  }

  /** Stores a completed leaf: in its slot, or as the root. */
  completeLeaf(value: unknown): void {
    if (this.top === undefined) this.root = value;
    else this.placeLeaf(value);
  }

  private attach(container: unknown): void {
    const parent = this.top;
    if (parent === undefined) this.root = container;
    else if (parent.array !== null) parent.array.push(container);
    else setProperty(parent.object as Record<string, unknown>, parent.key, container);
  }

  private push(frame: Frame): void {
    this.stack.push(frame);
    this.top = frame;
  }
}
