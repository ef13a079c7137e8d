import { INTERRUPT_EXIT_CODES, INTERRUPT_SIGNALS, type InterruptSignal } from "@keel/coding-agent/internal";
import type { KeelIo } from "./io.js";
import { endStartupInterrupts } from "./startup-interrupts.js";

/** What {@link watchInterrupts} gives a headless run. */
export interface InterruptWatcher {
  /** Aborted by the first SIGINT, SIGTERM or SIGHUP, with the signal's name as its reason. */
  signal: AbortSignal;
  /** Stops listening (the signals' default behaviour returns). */
  stop(): void;
}

/**
 * Watches SIGINT, SIGTERM and SIGHUP for a headless run (print, JSON,
 * RPC): the first one aborts {@link InterruptWatcher.signal} (the mode stops
 * the run, says so on stderr and exits 128 + the signal's number); a second
 * one exits at once with that code.
 */
export function watchInterrupts(io: Pick<KeelIo, "stderr">): InterruptWatcher {
  const controller = new AbortController();
  const onSignal = (signal: InterruptSignal): void => {
    if (!controller.signal.aborted) {
      controller.abort(signal);
      return;
    }
    io.stderr.write(`keel: interrupted again by ${signal}; exiting now.\n`);
    process.exit(INTERRUPT_EXIT_CODES[signal]);
  };
  endStartupInterrupts();
  for (const signal of INTERRUPT_SIGNALS) process.on(signal, onSignal);
  return {
    signal: controller.signal,
    stop() {
      for (const signal of INTERRUPT_SIGNALS) process.off(signal, onSignal);
    },
  };
}
