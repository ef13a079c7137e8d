import { readFile } from "node:fs/promises";
import { type FlagSpec, type FlagValue, parseArgs } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { readPipedStdin } from "../io.js";
import { usageError } from "../report.js";
import { connectionOf, FLEET_CONNECTION_FLAGS, type Fleet, intFlag } from "./fleet-flags.js";
import { fleetWorkerCommand, WORKER_FLAGS } from "./fleet-worker-command.js";

const SUB_FLAGS: Record<string, readonly FlagSpec[]> = {
  submit: [],
  worker: WORKER_FLAGS,
  status: [
    { name: "watch", kind: "boolean", description: "Follow the queue until every job has finished" },
    { name: "json", kind: "boolean", description: "Print the counts by state as JSON" },
    {
      name: "interval",
      kind: "string",
      valueName: "ms",
      description: "How often --watch reads the queue (default 1000)",
    },
  ],
  results: [
    { name: "format", kind: "string", valueName: "jsonl|table|diff", description: "Output format (default table)" },
  ],
  cancel: [
    { name: "all", kind: "boolean", description: "Cancel every waiting and running job" },
    {
      name: "wait",
      kind: "string",
      valueName: "ms",
      description: "How long to wait for running jobs to stop (default 10000)",
    },
  ],
  retry: [],
};

const USAGE = `Usage: keel fleet <command> [--queue name] [--redis url]

  submit <jobs.jsonl|->     Queue a JSONL file of jobs (all of it or, on any bad line, none); prints the ids
  worker                    Run jobs (see keel fleet worker --help)
  status [--watch] [--json] Jobs by state, and each job's turns, tool calls, tokens and cost
  results [<id>] [--format jsonl|table|diff]
                            Every job's result; diff: the changes of the repo jobs' work dirs.
                            With an id: that job, and its change since its first checkpoint
  cancel <id|--all>         Remove a waiting job, stop a running one
  retry <id>                Queue a failed or cancelled job again (it resumes from its session)

Redis: --redis or KEEL_FLEET_REDIS_URL; the password may come from KEEL_FLEET_REDIS_PASSWORD,
a TLS CA file from KEEL_FLEET_REDIS_CA (with a rediss:// URL). See docs/fleet.md.
`;

/**
 * `keel fleet …`: submit jobs, run workers, follow and collect results on
 * BullMQ and Redis. Argument parsing only; the work is `@keel/fleet`'s.
 */
export async function fleetCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === "run-job") {
    // Internal: the child process a worker forks for one job.
    const fleet = await import("@keel/fleet");
    return fleet.runJobRunnerProcess();
  }
  if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout.write(USAGE);
    return sub === undefined ? 2 : 0;
  }
  const specific = SUB_FLAGS[sub];
  if (specific === undefined) {
    return usageError(io, {
      message: `unknown fleet command "${sub}"`,
      hint: "Commands: submit, worker, status, results, cancel, retry (keel fleet --help).",
    });
  }
  const parsed = parseArgs(rest, [...FLEET_CONNECTION_FLAGS, ...specific], `keel fleet ${sub} --help`);
  if (!parsed.ok) return usageError(io, parsed.error);
  const { flags, positionals } = parsed.args;
  if (flags.help) {
    io.stdout.write(sub === "worker" ? workerUsage() : USAGE);
    return 0;
  }
  const fleet = await import("@keel/fleet");
  if (sub === "worker") return fleetWorkerCommand(fleet, flags, positionals, io);
  // Everything that needs no Redis is checked first: a bad file or flag is named even when Redis is down.
  const prepared = await prepare(fleet, sub, flags, positionals, io);
  if (typeof prepared === "number") return prepared;
  const connection = connectionOf(fleet, flags, io);
  const probe = await fleet.probeRedis(connection.redis);
  if (!probe.ok) {
    io.stderr.write(`keel fleet: ${fleet.unreachableRedisMessage(connection.redis, probe.reason)}\n`);
    return 1;
  }
  const client = fleet.FleetClient.open(connection);
  try {
    return await prepared(client);
  } finally {
    await client.close();
  }
}

/** A fleet command whose arguments and input were checked: what remains needs Redis. */
type Prepared = (client: Client) => Promise<number>;

async function prepare(
  fleet: Fleet,
  sub: string,
  flags: Record<string, FlagValue>,
  positionals: string[],
  io: KeelIo,
): Promise<Prepared | number> {
  switch (sub) {
    case "submit":
      return prepareSubmit(fleet, positionals, io);
    case "status":
      return prepareStatus(fleet, flags, io);
    case "results":
      return prepareResults(fleet, flags, positionals, io);
    case "cancel":
      return prepareCancel(flags, positionals, io);
    case "retry":
      if (positionals.length !== 1) return usageError(io, { message: "keel fleet retry takes one job id" });
      return (client) => retry(client, positionals[0] as string, io);
    default:
      return usageError(io, { message: `unknown fleet command "${sub}"` });
  }
}

function workerUsage(): string {
  const lines = [...FLEET_CONNECTION_FLAGS, ...WORKER_FLAGS].map(
    (spec) => `  --${spec.name}${spec.valueName ? ` <${spec.valueName}>` : ""}`.padEnd(34) + spec.description,
  );
  return `Usage: keel fleet worker [options]\n\n${lines.join("\n")}\n`;
}

type Client = import("@keel/fleet").FleetClient;

async function prepareSubmit(fleet: Fleet, positionals: string[], io: KeelIo): Promise<Prepared | number> {
  if (positionals.length !== 1)
    return usageError(io, {
      message: "keel fleet submit takes one jobs file (or - for stdin)",
      hint: 'One job per line, e.g. {"repo": "https://…", "prompt": "…"}; see docs/fleet.md.',
    });
  const source = positionals[0] as string;
  let text: string;
  try {
    text = source === "-" ? ((await readPipedStdin(io.stdin)) ?? "") : await readFile(source, "utf8");
  } catch (error) {
    io.stderr.write(`keel fleet: cannot read ${source} (${fileProblem(error)}); nothing was queued.\n`);
    return 1;
  }
  const reject = (errors: readonly import("@keel/fleet").JobLineError[]): number => {
    for (const error of errors) io.stderr.write(`${source}: ${fleet.formatJobLineError(error)}\n`);
    io.stderr.write(
      `keel fleet: nothing was queued (${errors.length} problem${errors.length === 1 ? "" : "s"}); fix the lines above and submit the file again.\n`,
    );
    return 1;
  };
  const parsed = fleet.parseJobsFile(text, { baseDir: io.cwd });
  if (!parsed.ok) return reject(parsed.errors);
  if (parsed.jobs.length === 0) {
    io.stderr.write(`keel fleet: ${source} holds no jobs; nothing was queued.\n`);
    return 0;
  }
  return async (client) => {
    const submitted = await client.submit(parsed.jobs, parsed.lines);
    if (!submitted.ok) return reject(submitted.errors);
    for (const id of submitted.ids) io.stdout.write(`${id}\n`);
    return 0;
  };
}

/** Why a jobs file could not be read, in words (by the error's code, never its text). */
function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOENT":
      return "no such file";
    case "EISDIR":
      return "it is a folder, not a jobs file";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return (error as Error).message;
  }
}

function prepareStatus(fleet: Fleet, flags: Record<string, FlagValue>, io: KeelIo): Prepared | number {
  const interval = intFlag(flags, "interval");
  if (typeof interval === "string") return usageError(io, { message: interval });
  return (client) => status(fleet, client, flags, interval, io);
}

async function status(
  fleet: Fleet,
  client: Client,
  flags: Record<string, FlagValue>,
  interval: number | undefined,
  io: KeelIo,
): Promise<number> {
  const print = (reports: Awaited<ReturnType<Client["list"]>>, counts: ReturnType<Fleet["countStates"]>): void => {
    if (flags.json) io.stdout.write(`${JSON.stringify(statusJson(reports, counts))}\n`);
    else if (flags.watch && io.stdout.isTTY) {
      io.stdout.write(`\x1b[H\x1b[2J${fleet.progressBar(counts)}\n\n${fleet.formatStatus(reports, counts)}`);
    } else if (flags.watch) io.stdout.write(`${fleet.progressBar(counts)}  ${fleet.formatCounts(counts)}\n`);
    else io.stdout.write(fleet.formatStatus(reports, counts));
  };
  if (!flags.watch) {
    const reports = await client.list();
    print(reports, fleet.countStates(reports));
    return 0;
  }
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once("SIGINT", onSignal);
  try {
    await fleet.watchStatus(client, {
      ...(interval !== undefined ? { intervalMs: interval } : {}),
      signal: stop.signal,
      onChange: print,
    });
  } finally {
    process.off("SIGINT", onSignal);
  }
  return 0;
}

/** `keel fleet status --json`: the counts by state, and each job's state and progress (its sandbox among them). */
function statusJson(
  reports: Awaited<ReturnType<Client["list"]>>,
  counts: ReturnType<Fleet["countStates"]>,
): Record<string, unknown> {
  const jobs = reports.map(({ id, state, progress }) => ({ id, state, ...(progress ? { progress } : {}) }));
  return { ...counts, jobs };
}

function prepareResults(
  fleet: Fleet,
  flags: Record<string, FlagValue>,
  positionals: string[],
  io: KeelIo,
): Prepared | number {
  const format = typeof flags.format === "string" ? flags.format : "table";
  if (format !== "jsonl" && format !== "table" && format !== "diff")
    return usageError(io, { message: `--format is jsonl, table or diff; got "${format}"` });
  if (positionals.length > 1)
    return usageError(io, { message: "keel fleet results takes at most one job id", hint: "keel fleet results <id>" });
  const id = positionals[0];
  if (id !== undefined) return (client) => jobResult(fleet, client, id, format, io);
  return (client) => results(fleet, client, format, io);
}

/** `keel fleet results <id>`: the job's result and its change since its first checkpoint. */
async function jobResult(
  fleet: Fleet,
  client: Client,
  id: string,
  format: "jsonl" | "table" | "diff",
  io: KeelIo,
): Promise<number> {
  const line = (await client.results()).find((entry) => entry.id === id);
  if (line === undefined) {
    io.stderr.write(`keel fleet: no job "${id}" in queue "${client.queueName}".\n`);
    return 1;
  }
  const checkpoints = await client.checkpointDiff(id);
  switch (format) {
    case "jsonl":
      io.stdout.write(
        `${JSON.stringify({ ...line, ...(checkpoints?.ok ? { checkpoints: checkpoints.value } : {}) })}\n`,
      );
      return 0;
    case "diff":
      if (checkpoints?.ok) io.stdout.write(checkpoints.value.diff);
      return 0;
    case "table":
      io.stdout.write(fleet.formatJobResult(line, checkpoints));
      return 0;
    default: {
      const unreachable: never = format;
      throw new Error(`unknown format ${String(unreachable)}`);
    }
  }
}

async function results(fleet: Fleet, client: Client, format: "jsonl" | "table" | "diff", io: KeelIo): Promise<number> {
  const lines = await client.results();
  if (format === "jsonl") {
    for (const line of lines) io.stdout.write(`${JSON.stringify(line)}\n`);
    return 0;
  }
  const diffs = new Map<string, string>();
  for (const line of lines) {
    const diff = line.state === "completed" ? await client.diff(line.id) : undefined;
    if (diff !== undefined) diffs.set(line.id, diff);
  }
  if (format === "table") {
    io.stdout.write(lines.length === 0 ? "No jobs in this queue.\n" : fleet.formatResultsTable(lines, diffs));
    return 0;
  }
  for (const [id, diff] of diffs) io.stdout.write(`# job ${id}\n${diff.endsWith("\n") ? diff : `${diff}\n`}`);
  return 0;
}

function prepareCancel(flags: Record<string, FlagValue>, positionals: string[], io: KeelIo): Prepared | number {
  const wait = intFlag(flags, "wait");
  if (typeof wait === "string") return usageError(io, { message: wait });
  if (flags.all === true ? positionals.length > 0 : positionals.length !== 1)
    return usageError(io, { message: "keel fleet cancel takes one job id, or --all" });
  const target = flags.all === true ? { all: true as const } : (positionals[0] as string);
  return (client) => cancel(client, target, wait, io);
}

async function cancel(
  client: Client,
  target: string | { all: true },
  wait: number | undefined,
  io: KeelIo,
): Promise<number> {
  const reports = await client.cancel(target, wait ?? 10_000);
  let code = 0;
  for (const report of reports) {
    switch (report.outcome) {
      case "removed":
      case "cancelled":
        io.stdout.write(`${report.id}  cancelled\n`);
        break;
      case "cancelling":
        io.stdout.write(`${report.id}  cancelling (its worker has not stopped it yet)\n`);
        break;
      case "finished":
        io.stderr.write(`keel fleet: job ${report.id} already ended (${report.state}); nothing to cancel.\n`);
        code = 1;
        break;
      case "unknown":
        io.stderr.write(`keel fleet: no job "${report.id}" in queue "${client.queueName}".\n`);
        code = 1;
        break;
      default: {
        const unreachable: never = report.outcome;
        throw new Error(`unknown cancel outcome ${String(unreachable)}`);
      }
    }
  }
  if (reports.length === 0) io.stdout.write("No waiting or running jobs.\n");
  return code;
}

async function retry(client: Client, id: string, io: KeelIo): Promise<number> {
  const report = await client.retry(id);
  if (!report.ok) {
    io.stderr.write(`keel fleet: ${report.message}.\n`);
    return 1;
  }
  io.stdout.write(`${report.id}  queued again\n`);
  return 0;
}
