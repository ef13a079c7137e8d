// The job runner child process a fleet worker forks for each job.
import { runJobRunnerProcess } from "./runner-process.js";

const code = await runJobRunnerProcess();
// Leave once the last IPC message is out; open sockets or timers must not hold the process.
process.exit(code);
