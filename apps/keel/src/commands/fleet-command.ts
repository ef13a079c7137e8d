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
  results [--format jsonl|table|diff]
                            Every job's result; diff: the changes of the repo jobs' work dirs
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
  const connection = connectionOf(fleet, flags, io);
  const client = fleet.FleetClient.open(connection);
  try {
    await client.ping();
  } catch (error) {
    io.stderr.write(
      `keel fleet: cannot reach Redis at ${fleet.describeRedis(connection.redis)} (${(error as Error).message}).\n  Start it (redis-server) or point --redis / KEEL_FLEET_REDIS_URL at it.\n`,
    );
    await client.close().catch(() => undefined);
    return 1;
  }
  try {
    switch (sub) {
      case "submit":
        return await submit(fleet, client, positionals, io);
      case "status":
        return await status(fleet, client, flags, io);
      case "results":
        return await results(fleet, client, flags, io);
      case "cancel":
        return await cancel(client, flags, positionals, io);
      case "retry":
        return await retry(client, positionals, io);
      default:
        return usageError(io, { message: `unknown fleet command "${sub}"` });
    }
  } finally {
    await client.close();
  }
}

function workerUsage(): string {
  const lines = [...FLEET_CONNECTION_FLAGS, ...WORKER_FLAGS].map(
    (spec) => `  --${spec.name}${spec.valueName ? ` <${spec.valueName}>` : ""}`.padEnd(34) + spec.description,
  );
  return `Usage: keel fleet worker [options]\n\n${lines.join("\n")}\n`;
}

type Client = import("@keel/fleet").FleetClient;

async function submit(fleet: Fleet, client: Client, positionals: string[], io: KeelIo): Promise<number> {
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
    io.stderr.write(`keel fleet: cannot read ${source} (${(error as Error).message}).\n`);
    return 1;
  }
  const submitted = await client.submitFile(text, { baseDir: io.cwd });
  if (!submitted.ok) {
    for (const error of submitted.errors) io.stderr.write(`${source}: ${fleet.formatJobLineError(error)}\n`);
    io.stderr.write(
      `keel fleet: nothing was queued (${submitted.errors.length} problem${submitted.errors.length === 1 ? "" : "s"}); fix the lines above and submit the file again.\n`,
    );
    return 1;
  }
  for (const id of submitted.ids) io.stdout.write(`${id}\n`);
  if (submitted.ids.length === 0) io.stderr.write(`keel fleet: ${source} holds no jobs; nothing was queued.\n`);
  return 0;
}

async function status(fleet: Fleet, client: Client, flags: Record<string, FlagValue>, io: KeelIo): Promise<number> {
  const interval = intFlag(flags, "interval");
  if (typeof interval === "string") return usageError(io, { message: interval });
  const print = (reports: Awaited<ReturnType<Client["list"]>>, counts: ReturnType<Fleet["countStates"]>): void => {
    if (flags.json) io.stdout.write(`${JSON.stringify(counts)}\n`);
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

async function results(fleet: Fleet, client: Client, flags: Record<string, FlagValue>, io: KeelIo): Promise<number> {
  const format = typeof flags.format === "string" ? flags.format : "table";
  if (format !== "jsonl" && format !== "table" && format !== "diff")
    return usageError(io, { message: `--format is jsonl, table or diff; got "${format}"` });
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

async function cancel(
  client: Client,
  flags: Record<string, FlagValue>,
  positionals: string[],
  io: KeelIo,
): Promise<number> {
  const wait = intFlag(flags, "wait");
  if (typeof wait === "string") return usageError(io, { message: wait });
  if (flags.all === true ? positionals.length > 0 : positionals.length !== 1)
    return usageError(io, { message: "keel fleet cancel takes one job id, or --all" });
  const target = flags.all === true ? { all: true as const } : (positionals[0] as string);
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

async function retry(client: Client, positionals: string[], io: KeelIo): Promise<number> {
  if (positionals.length !== 1) return usageError(io, { message: "keel fleet retry takes one job id" });
  const report = await client.retry(positionals[0] as string);
  if (!report.ok) {
    io.stderr.write(`keel fleet: ${report.message}.\n`);
    return 1;
  }
  io.stdout.write(`${report.id}  queued again\n`);
  return 0;
}
