/**
 * The subscribers of one event source (the session runtime, the session's
 * controls): each event goes to every listener in turn, awaited; one that
 * throws is reported on stderr and the others still get the event.
 */
export class ListenerSet<E extends { type: string }> {
  private readonly listeners = new Set<(event: E) => void | Promise<void>>();

  /** Adds a listener; the returned function removes it. */
  add(listener: (event: E) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends `event` to every listener. Contract: never throws. */
  async emit(event: E): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        process.stderr.write(
          `keel: a listener of ${event.type} failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  }
}
