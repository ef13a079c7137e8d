import type { AssistantMessageEvent } from "./events.js";
import type { AssistantMessage } from "./messages.js";

/**
 * A single-consumer push stream: the producer calls {@link EventStream.push}
 * and {@link EventStream.end}; the consumer iterates with `for await` and/or
 * awaits {@link EventStream.result}.
 *
 * Contract:
 * - Events pushed before the consumer starts iterating are buffered, so none is lost.
 * - `result()` resolves when an event for which `isFinal(event)` holds is pushed
 *   (its value comes from `extractResult`) or when `end(result)` is called.
 *   It never rejects; producers report failures as final events.
 * - A consumer that leaves a `for await` loop early (`break`, `return`, throw)
 *   stops the buffering: later events are dropped instead of piling up in
 *   memory, and `result()` still resolves when the producer finishes. Breaking
 *   out does not stop the producer — abort its signal for that.
 * - Only one iterator may be taken; a second `[Symbol.asyncIterator]()` throws.
 *
 * @example
 * const s = new EventStream<number, number>((n) => n < 0, (n) => n);
 * s.push(1); s.push(-1);
 * for await (const n of s) console.log(n); // 1, -1
 * await s.result(); // -1
 */
export class EventStream<T, R> implements AsyncIterable<T> {
  private readonly queue: T[] = [];
  private head = 0;
  private waiting: ((value: IteratorResult<T>) => void) | undefined;
  private finished = false;
  private detached = false;
  private iterated = false;
  private resolveResult!: (value: R) => void;
  private readonly resultPromise: Promise<R>;

  /**
   * @param isFinal - tells whether an event is the last one; pushing it ends the stream.
   * @param extractResult - turns the final event into the stream's result.
   */
  constructor(
    private readonly isFinal: (event: T) => boolean,
    private readonly extractResult: (event: T) => R,
  ) {
    this.resultPromise = new Promise<R>((resolve) => {
      this.resolveResult = resolve;
    });
  }

  /** True once a final event was pushed or `end()` was called. */
  get isDone(): boolean {
    return this.finished;
  }

  /** Adds an event. Events pushed after the stream ended are ignored. */
  push(event: T): void {
    if (this.finished) return;
    if (this.isFinal(event)) {
      this.finished = true;
      this.resolveResult(this.extractResult(event));
    }
    this.deliver(event);
    if (this.finished) this.closeWaiter();
  }

  /** Ends the stream. `result`, when given, resolves `result()` unless a final event already did. */
  end(result?: R): void {
    if (this.finished) return;
    this.finished = true;
    if (result !== undefined) this.resolveResult(result);
    this.closeWaiter();
  }

  /** The stream's result; resolves when the stream ends. */
  result(): Promise<R> {
    return this.resultPromise;
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    if (this.iterated) throw new Error("EventStream supports a single consumer; it is already being iterated.");
    this.iterated = true;
    return {
      next: () => this.next(),
      return: async (): Promise<IteratorResult<T>> => {
        this.detach();
        return { done: true, value: undefined };
      },
    };
  }

  private next(): Promise<IteratorResult<T>> {
    if (this.head < this.queue.length) {
      const value = this.queue[this.head] as T;
      this.queue[this.head] = undefined as T; // release for GC
      this.head++;
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue.splice(0, this.head);
        this.head = 0;
      }
      return Promise.resolve({ done: false, value });
    }
    if (this.finished || this.detached) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  private deliver(event: T): void {
    if (this.detached) return;
    const waiter = this.waiting;
    if (waiter) {
      this.waiting = undefined;
      waiter({ done: false, value: event });
      return;
    }
    this.queue.push(event);
  }

  private closeWaiter(): void {
    const waiter = this.waiting;
    if (waiter && this.head >= this.queue.length) {
      this.waiting = undefined;
      waiter({ done: true, value: undefined });
    }
  }

  private detach(): void {
    this.detached = true;
    this.queue.length = 0;
    this.head = 0;
    this.closeWaiter();
  }
}

/** The stream returned by `stream()`: assistant events, resolving to the final message. */
export class AssistantMessageEventStream extends EventStream<AssistantMessageEvent, AssistantMessage> {
  constructor() {
    super(
      (event) => event.type === "done" || event.type === "error",
      (event) => {
        if (event.type === "done") return event.message;
        if (event.type === "error") return event.error;
        throw new Error(`AssistantMessageEventStream: unexpected final event ${event.type}`);
      },
    );
  }
}

/** What a stream function must return: an async iterable of events with a `result()`. */
export interface AssistantMessageStreamLike extends AsyncIterable<AssistantMessageEvent> {
  result(): Promise<AssistantMessage>;
}
