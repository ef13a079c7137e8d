/**
 * At most `max` tasks at once; the rest wait in call order. Used so that the
 * `task` calls of one reply run `subagents.maxParallel` children at a time.
 *
 * @example
 * const limit = new ConcurrencyLimit(4);
 * const text = await limit.run(() => runChild());
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /** Runs `task` once a slot is free (or at once); the slot is freed when it settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
