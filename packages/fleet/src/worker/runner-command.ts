import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** How a worker starts a job runner child: a module to `fork`, with arguments. */
export interface RunnerCommand {
  modulePath: string;
  args?: readonly string[];
  /** Node options of the child (default: the worker's own). */
  execArgv?: readonly string[];
}

/** The default job runner: this package's `runner/job-runner-main` (compiled, or the TypeScript source under tsx). */
export function defaultRunnerCommand(): RunnerCommand {
  const js = fileURLToPath(new URL("../runner/job-runner-main.js", import.meta.url));
  return { modulePath: existsSync(js) ? js : js.replace(/\.js$/, ".ts") };
}
