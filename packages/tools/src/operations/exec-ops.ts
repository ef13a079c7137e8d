/** Which output stream a chunk came from. */
export type OutputStream = "stdout" | "stderr";

/** One process to run. */
export interface ExecRequest {
  /** Executable (absolute path or a name found on `PATH`). */
  file: string;
  /** Arguments, passed without a shell. */
  args: string[];
  /** Absolute working directory. */
  cwd: string;
  /** Variables added to (or overriding) the inherited environment. */
  env?: Record<string, string>;
  /** Aborting kills the whole process tree; the outcome then has `aborted: true`. */
  signal?: AbortSignal;
  /** Kills the whole process tree after this many milliseconds; the outcome then has `timedOut: true`. */
  timeoutMs?: number;
  /**
   * Files the process reads from numbered descriptors: each is opened
   * read-only and given to the process as descriptor 3, 4, … in order (the
   * OS sandbox hands bubblewrap its seccomp filter this way). An
   * implementation that cannot pass descriptors must reject the request
   * rather than run without them.
   */
  inheritFiles?: readonly string[];
  /**
   * Receives output as it arrives, stdout and stderr interleaved.
   * Contract: must not throw; must not keep `chunk` beyond the call unless it copies it.
   */
  onData(chunk: Uint8Array, stream: OutputStream): void;
}

/** How a process ended. */
export interface ExecOutcome {
  /** Exit code, or `null` when the process was ended by a signal. */
  exitCode: number | null;
  /** The signal that ended the process, if any. */
  signal: string | null;
  /** The timeout elapsed and the tree was killed. */
  timedOut: boolean;
  /** The request's signal was aborted and the tree was killed. */
  aborted: boolean;
  /**
   * Process-group id of children the command left running in the background
   * (e.g. `server &`), when there are any. They are tracked and killed on
   * abort of the request's signal or when the session ends.
   */
  backgroundGroup?: number;
}

/**
 * The process operations the shell tools and the ripgrep/fd engines
 * perform. The local default is {@link createLocalExecOps}; implement it to
 * run commands in a container or on a remote machine.
 *
 * Contract for `run`: the process runs in its own process group; the
 * promise resolves when the process exits (not when its output pipes close:
 * a background child holding them must not delay it); abort and timeout kill
 * the whole tree before the promise resolves. It rejects only when the
 * process could not be started (e.g. a missing executable or working
 * directory, with the `node:child_process` error code).
 */
export interface ExecOps {
  run(request: ExecRequest): Promise<ExecOutcome>;
  /** The absolute path of an executable on `PATH`, or `undefined` when there is none. */
  findExecutable(name: string): Promise<string | undefined>;
}
