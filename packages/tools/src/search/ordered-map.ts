/**
 * Maps `items` through `fn` with up to `concurrency` calls in flight,
 * yielding results in input order. Stopping the iteration early stops
 * starting new calls (calls in flight finish on their own).
 */
export async function* orderedMap<T, R>(
  items: AsyncIterable<T>,
  concurrency: number,
  fn: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const iterator = items[Symbol.asyncIterator]();
  const inFlight: Promise<R>[] = [];
  let exhausted = false;
  const fill = async () => {
    while (!exhausted && inFlight.length < concurrency) {
      const next = await iterator.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const pending = fn(next.value);
      // Rejections are observed when the result is awaited in order.
      pending.catch(() => undefined);
      inFlight.push(pending);
    }
  };
  try {
    await fill();
    while (inFlight.length > 0) {
      const result = await (inFlight.shift() as Promise<R>);
      await fill();
      yield result;
    }
  } finally {
    if (!exhausted) await iterator.return?.();
  }
}
