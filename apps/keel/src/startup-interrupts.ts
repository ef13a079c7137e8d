import { INTERRUPT_SIGNALS } from "@keel/coding-agent/internal";

// The mark bin/keel.js puts on its start-up signal handler: a signal that arrives before a run
// watches its own (while the bundle loads, settings, packages, extensions and MCP servers start)
// prints one line on stderr and exits 128 + the signal's number, as a signal later in the run does.
const STARTUP_INTERRUPT_MARK = Symbol.for("keel.startupInterrupt");

/**
 * Ends start-up's signal handling: removes bin/keel.js's handler, so that
 * from here the run's own handlers (print, JSON, RPC, the terminal UI) or a
 * sub-command's (or Node's defaults) decide what a signal does. Idempotent.
 *
 * @example
 * endStartupInterrupts();
 * process.on("SIGTERM", stopTheRun);
 */
export function endStartupInterrupts(): void {
  for (const signal of INTERRUPT_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if ((listener as unknown as Record<symbol, unknown>)[STARTUP_INTERRUPT_MARK] === true)
        process.off(signal, listener);
    }
  }
}
