import type { Writable } from "node:stream";

/**
 * Writes one JSON object per line to a stream, honouring backpressure: when
 * the stream's buffer is full, {@link JsonlWriter.write} resolves only after
 * `drain`, so memory stays bounded however slowly the reader reads.
 */
export interface JsonlWriter {
  /** Serializes `record` and writes it with a trailing LF; resolves when the stream can take more. */
  write(record: unknown): Promise<void>;
  /** Resolves once everything written so far has been handed to the stream. */
  flush(): Promise<void>;
}

/**
 * Creates a {@link JsonlWriter} over `stream` (usually `process.stdout`).
 * A stream that closed (the reader went away: `EPIPE`) makes later writes
 * no-ops instead of throwing, so a vanished reader never crashes the agent.
 *
 * @example
 * const out = createJsonlWriter(process.stdout);
 * await out.write({ type: "agent_start" });
 */
export function createJsonlWriter(stream: Writable): JsonlWriter {
  let closed = false;
  let pending: Promise<void> = Promise.resolve();
  const markClosed = (): void => {
    closed = true;
  };
  stream.on("error", markClosed);
  stream.on("close", markClosed);

  const waitForDrain = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        stream.off("drain", done);
        stream.off("close", done);
        stream.off("error", done);
        resolve();
      };
      stream.on("drain", done);
      stream.on("close", done);
      stream.on("error", done);
    });

  return {
    write(record) {
      const line = `${JSON.stringify(record)}\n`;
      pending = pending.then(async () => {
        if (closed || stream.destroyed) return;
        if (!stream.write(line)) await waitForDrain();
      });
      return pending;
    },
    flush() {
      return pending;
    },
  };
}
