import { runProgram } from "./run-program.js";

/** What the installed bubblewrap offers beyond the options Keel always uses. */
export interface BwrapFeatures {
  /** `--as-pid-1`: the command itself is PID 1 of its namespace, with no reaper process in between. */
  readonly asPid1: boolean;
}

const probes = new Map<string, Promise<BwrapFeatures>>();

/**
 * The optional options a bubblewrap program accepts, read once per program
 * path from its `--help` (a few milliseconds, then cached for the process).
 * A program that cannot say is taken to offer none of them.
 */
export function bwrapFeatures(bwrap: string): Promise<BwrapFeatures> {
  let probe = probes.get(bwrap);
  if (probe === undefined) {
    probe = runProgram(bwrap, ["--help"]).then((run) => ({
      asPid1: `${run.stdout}${run.stderr}`.includes("--as-pid-1"),
    }));
    probes.set(bwrap, probe);
  }
  return probe;
}
