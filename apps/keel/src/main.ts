import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { interpretArgs, keelFlags, parseArgs } from "@keel/coding-agent";
import { chooseRunMode } from "@keel/coding-agent/internal";
import { authCommand } from "./commands/auth-command.js";
import { listModelsCommand, listSessionsCommand } from "./commands/list-command.js";
import { runCommand } from "./commands/run-command.js";
import { trustCommand } from "./commands/trust-command.js";
import { keelHelp } from "./help.js";
import type { KeelIo } from "./io.js";
import { usageError } from "./report.js";
import { endStartupInterrupts } from "./startup-interrupts.js";

export type { KeelIo } from "./io.js";

/** The version of this `keel`: its package.json's, found from this file (compiled or bundled) upwards. */
export function keelVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === "@keel/cli" && manifest.version) return manifest.version;
    } catch {
      // no package.json here: keep looking upwards
    }
    if (dirname(dir) === dir) return "unknown";
  }
}

/** The first words that name a sub-command rather than a run. */
const SUB_COMMANDS: ReadonlySet<string> = new Set([
  "trust",
  "untrust",
  "auth",
  "mcp",
  "permissions",
  "sandbox",
  "fleet",
  "install",
  "remove",
  "uninstall",
  "list",
  "update",
  "checkpoints",
  "hooks",
  "agents",
]);

/**
 * The `keel` command: parses the arguments and runs a sub-command or a
 * session. Returns the exit status: 0 success, 1 a provider or runtime
 * error, 2 bad usage.
 */
export async function runKeel(argv: readonly string[], io: KeelIo): Promise<number> {
  const [first, ...rest] = argv;
  // A sub-command handles signals itself (or leaves Node's defaults); start-up's line is for runs.
  if (first !== undefined && SUB_COMMANDS.has(first)) endStartupInterrupts();
  if (first === "trust" || first === "untrust") return trustCommand(first, rest, io);
  if (first === "auth") return authCommand(rest, io);
  // The rarer commands load on use: a plain run never reads their code (or the MCP SDK, BullMQ, the HTML exporter).
  if (first === "mcp") return (await import("./commands/mcp-command.js")).mcpCommand(rest, io);
  if (first === "permissions") return (await import("./commands/permissions-command.js")).permissionsCommand(rest, io);
  if (first === "sandbox") return (await import("./commands/sandbox-command.js")).sandboxCommand(rest, io);
  if (first === "fleet") return (await import("./commands/fleet-command.js")).fleetCommand(rest, io);
  if (first === "install" || first === "remove" || first === "uninstall" || first === "list" || first === "update")
    return (await import("./commands/packages-command.js")).packagesCommand(first, rest, io);
  if (first === "checkpoints") return (await import("./commands/checkpoints-command.js")).checkpointsCommand(rest, io);
  if (first === "hooks") return (await import("./commands/hooks-command.js")).hooksCommand(rest, io);
  if (first === "agents") return (await import("./commands/agents-command.js")).agentsCommand(rest, io);

  // Unknown long flags may be an extension's (`registerFlag`): a run reads them once extensions are loaded.
  const parsed = parseArgs(argv, keelFlags, { helpHint: "keel --help", deferUnknown: true });
  if (!parsed.ok) return usageError(io, parsed.error);
  const interpreted = interpretArgs(parsed.args);
  if (!interpreted.ok) return usageError(io, interpreted.error);
  const request = interpreted.request;
  if (request.kind !== "run" && parsed.args.unknown.length > 0) {
    const strict = parseArgs(argv, keelFlags, "keel --help");
    if (!strict.ok) return usageError(io, strict.error);
  }
  switch (request.kind) {
    case "help":
      io.stdout.write(keelHelp());
      return 0;
    case "version":
      io.stdout.write(`keel ${keelVersion()}\n`);
      return 0;
    case "list-models":
      return listModelsCommand(io, request.search);
    case "list-sessions": {
      // In a terminal, -r opens the terminal UI on the session picker (as /resume does); headless it lists.
      const run = interpretArgs({ ...parsed.args, flags: { ...parsed.args.flags, resume: false } });
      if (
        run.ok &&
        run.request.kind === "run" &&
        chooseRunMode(run.request.mode, io.stdin.isTTY === true, io.stdout.isTTY === true) === "interactive"
      ) {
        const { interactiveCommand } = await import("./commands/interactive-command.js");
        return interactiveCommand(run.request, io, argv, { pickSession: true });
      }
      const dir = parsed.args.flags["session-dir"];
      return listSessionsCommand(io, typeof dir === "string" ? dir : undefined);
    }
    case "export": {
      const dir = parsed.args.flags["session-dir"];
      return (await import("./commands/export-command.js")).exportCommand(
        request,
        io,
        typeof dir === "string" ? dir : undefined,
      );
    }
    case "run":
      return runCommand(request, io, argv);
    default: {
      const unreachable: never = request;
      throw new Error(`unknown request ${JSON.stringify(unreachable)}`);
    }
  }
}
