/** Timeout options of a shell tool (`bash`, `powershell`), in seconds. */
export interface ShellTimeoutOptions {
  /**
   * Timeout of a call that gives none. Default: none (the command may run
   * until it exits, is aborted, or reaches `maxTimeoutSeconds`).
   */
  defaultTimeoutSeconds?: number;
  /**
   * Longest a command may run. A call asking for more is capped at it (and
   * the result says so); a call asking for none gets it. Default: no maximum.
   */
  maxTimeoutSeconds?: number;
}

/** The timeout a call runs with, and the note to add when its request was capped. */
export interface ResolvedTimeout {
  /** Seconds, or `undefined` for no timeout. */
  seconds: number | undefined;
  /** Set when the call asked for more than the maximum. */
  cappedNote?: string;
}

function seconds(value: number): string {
  return `${value} second${value === 1 ? "" : "s"}`;
}

function checkPositive(toolName: string, name: keyof ShellTimeoutOptions, value: number | undefined): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new Error(
      `Invalid ${toolName} option ${name}: ${String(value)}. Give a positive number of seconds, or leave it out for no limit.`,
    );
  }
}

/**
 * Checks the timeout options when the tool is created: both are positive
 * numbers of seconds and the default is not above the maximum. Throws an
 * error naming the option otherwise.
 */
export function checkTimeoutOptions(toolName: string, options: ShellTimeoutOptions): void {
  checkPositive(toolName, "defaultTimeoutSeconds", options.defaultTimeoutSeconds);
  checkPositive(toolName, "maxTimeoutSeconds", options.maxTimeoutSeconds);
  const { defaultTimeoutSeconds: fallback, maxTimeoutSeconds: max } = options;
  if (fallback !== undefined && max !== undefined && fallback > max) {
    throw new Error(
      `Invalid ${toolName} options: defaultTimeoutSeconds (${fallback}) is above maxTimeoutSeconds (${max}). Lower the default or raise the maximum.`,
    );
  }
}

/**
 * The timeout of one call: the requested one, else the default, else the
 * maximum; never above the maximum (a capped request gets a note saying so).
 */
export function resolveTimeout(requested: number | undefined, options: ShellTimeoutOptions): ResolvedTimeout {
  const max = options.maxTimeoutSeconds;
  const wanted = requested ?? options.defaultTimeoutSeconds ?? max;
  if (wanted === undefined || max === undefined || wanted <= max) return { seconds: wanted };
  return {
    seconds: max,
    cappedNote: `[The requested timeout of ${seconds(wanted)} is above the maximum of ${seconds(max)}; the command ran with ${seconds(max)}.]`,
  };
}

/** The sentence the tool description adds about timeouts, or `""` when none are configured. */
export function describeTimeouts(options: ShellTimeoutOptions): string {
  const parts: string[] = [];
  if (options.defaultTimeoutSeconds !== undefined)
    parts.push(`Without \`timeout\`, a command gets ${seconds(options.defaultTimeoutSeconds)}.`);
  if (options.maxTimeoutSeconds !== undefined)
    parts.push(`The longest timeout allowed is ${seconds(options.maxTimeoutSeconds)}.`);
  return parts.join(" ");
}

/** Model-facing text of a timeout: what happened and what to do next. */
export function timedOutText(timeoutSeconds: number | undefined, options: ShellTimeoutOptions): string {
  const after = timeoutSeconds === undefined ? "" : ` after ${seconds(timeoutSeconds)}`;
  const atMax = timeoutSeconds !== undefined && timeoutSeconds === options.maxTimeoutSeconds;
  const advice = atMax
    ? "That is the maximum timeout: run it in the background with its output redirected to a log file, or split it into shorter steps."
    : "Run it with a larger timeout, or in the background.";
  return `Command timed out${after}; its process tree was killed. ${advice}`;
}
