const LF = 0x0a;
const CR = 0x0d;

/**
 * A `TransformStream` that re-cuts a server-sent-events byte stream so that
 * each chunk holds exactly one complete event (up to and including its
 * blank line). Bytes are not changed, only regrouped.
 *
 * Why: the Stainless-generated SDKs (`openai`, `@anthropic-ai/sdk`) split
 * SSE events by copying the rest of the network buffer after every event,
 * which is quadratic in the events per network chunk and creates garbage at
 * the same rate; with one event per chunk their parsing becomes linear. The
 * SDK still does all the parsing.
 *
 * Linear itself: each byte is scanned once (`indexOf` jumps between line
 * feeds) and copied at most once (when an event spans network chunks). A
 * stream that uses carriage returns is passed through unchanged from the
 * first one on.
 */
export function sseEventSplitter(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  /** The last bytes seen before the current chunk (for a blank line split across chunks). */
  let previousByte = -1;
  let passthrough = false;

  const takePending = (tail: Uint8Array): Uint8Array => {
    if (pendingLength === 0) return tail;
    const joined = new Uint8Array(pendingLength + tail.length);
    let offset = 0;
    for (const piece of pending) {
      joined.set(piece, offset);
      offset += piece.length;
    }
    joined.set(tail, offset);
    pending = [];
    pendingLength = 0;
    return joined;
  };

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (passthrough || chunk.includes(CR)) {
        if (!passthrough) {
          passthrough = true;
          if (pendingLength > 0) controller.enqueue(takePending(new Uint8Array(0)));
        }
        controller.enqueue(chunk);
        return;
      }
      let start = 0;
      let newline = chunk.indexOf(LF);
      while (newline !== -1) {
        const before = newline > 0 ? chunk[newline - 1] : previousByte;
        if (before === LF) {
          const end = newline + 1;
          controller.enqueue(takePending(chunk.subarray(start, end)));
          start = end;
        }
        newline = chunk.indexOf(LF, newline + 1);
      }
      if (start < chunk.length) {
        // Keep a copy: the source may reuse its buffer.
        pending.push(chunk.slice(start));
        pendingLength += chunk.length - start;
      }
      if (chunk.length > 0) previousByte = chunk[chunk.length - 1] ?? -1;
    },
    flush(controller) {
      if (pendingLength > 0) controller.enqueue(takePending(new Uint8Array(0)));
    },
  });
}

/** The `fetch` signature the SDKs accept. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` so that `text/event-stream` response bodies are re-cut one
 * event per chunk by {@link sseEventSplitter}. Pass it as the SDK client's
 * `fetch` option. Other responses, errors and aborts are untouched.
 */
export function sseAlignedFetch(inner: FetchLike = (input, init) => fetch(input, init)): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.body || !type.includes("text/event-stream")) return response;
    return new Response(response.body.pipeThrough(sseEventSplitter()), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
