import type { RuntimeEvent, RuntimeListener } from "./runtime-events.js";

/**
 * The subscribers of a session runtime: each event goes to every listener
 * in turn, awaited; one that throws is reported on stderr and the others
 * still get the event.
 */
export class RuntimeListeners {
  private readonly listeners = new Set<RuntimeListener>();

  /** Adds a listener; the returned function removes it. */
  add(listener: RuntimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends `event` to every listener. Contract: never throws. */
  async emit(event: RuntimeEvent): Promise<void> {
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
