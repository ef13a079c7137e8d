import { parseArgs } from "@keel/coding-agent";
import {
  formatPackageList,
  installCommand,
  listPackages,
  type PackageCommandContext,
  type PackageCommandResult,
  removeCommand,
  updateCommand,
} from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";

/** The package commands `keel` takes as its first word. */
export const PACKAGE_VERBS = ["install", "remove", "uninstall", "list", "update"] as const;

const USAGE = `Usage: keel install <source> [-l]    install a package and declare it in settings
       keel remove <source> [-l]     take it out of settings and delete its copy (alias: uninstall)
       keel list [--json]            the packages each scope declares, and what they add
       keel update [source]          move unpinned packages to their newest match; say what changed

Sources: npm:<name>[@<version or range>]   git:<host>/<path>[@<ref>]   https://<host>/<path>[@<ref>]
         a folder or file (./my-package)

Options:
  -l, --local                the project's .keel/settings.json instead of $KEEL_HOME/settings.json
  --json                     list: print one JSON object
  --offline                  use only copies already installed; fetch nothing
  --approve / --no-approve   trust (or not) the project's declarations for this command
`;

const FLAGS = [
  { name: "local", short: ["l"], kind: "boolean" as const, description: "Use the project's settings" },
  { name: "json", kind: "boolean" as const, description: "list: print JSON" },
  { name: "offline", kind: "boolean" as const, description: "Installed copies only" },
  { name: "approve", kind: "boolean" as const, description: "Trust the project" },
  { name: "no-approve", kind: "boolean" as const, description: "Do not trust the project" },
  { name: "help", short: ["h"], kind: "boolean" as const, description: "Show help" },
];

function finish(io: KeelIo, result: PackageCommandResult): number {
  if (!result.ok) {
    reportDiagnostics(io, result.diagnostics);
    return result.exitCode;
  }
  io.stdout.write(result.lines.map((line) => `${line}\n`).join(""));
  return 0;
}

/**
 * `keel install|remove|uninstall|list|update`: packages of extensions,
 * skills, prompt templates and themes from npm, git or a folder
 * (docs/packages.md). Exit 0 on success, 1 when a package could not be
 * installed, removed or updated, 2 on bad usage.
 */
export async function packagesCommand(
  verb: (typeof PACKAGE_VERBS)[number],
  argv: readonly string[],
  io: KeelIo,
): Promise<number> {
  const parsed = parseArgs(argv, FLAGS, `keel ${verb} --help`);
  if (!parsed.ok) return usageError(io, parsed.error);
  const { flags, positionals } = parsed.args;
  if (flags.help === true) {
    io.stdout.write(USAGE);
    return 0;
  }
  const context: PackageCommandContext = {
    cwd: io.cwd,
    env: flags.offline === true ? { ...io.env, KEEL_OFFLINE: "1" } : io.env,
    ...(flags.approve === true ? { trustOverride: "approve" as const } : {}),
    ...(flags["no-approve"] === true ? { trustOverride: "no-approve" as const } : {}),
  };
  const [source, ...extra] = positionals;
  if (extra.length > 0) {
    return usageError(io, {
      message: `keel ${verb} takes one source; got also ${extra.join(" ")}`,
      hint: "Run it once per package.",
    });
  }
  if (flags.json === true && verb !== "list") {
    return usageError(io, { message: `--json is for keel list, not keel ${verb}` });
  }
  const local = flags.local === true;
  switch (verb) {
    case "install":
    case "remove":
    case "uninstall": {
      if (source === undefined) {
        return usageError(io, {
          message: `keel ${verb} needs a package source`,
          hint: "e.g. keel install npm:@team/tools@1.2.0, git:github.com/team/tools@v1 or ./my-package",
        });
      }
      const result =
        verb === "install" ? await installCommand(source, local, context) : await removeCommand(source, local, context);
      return finish(io, result);
    }
    case "list": {
      if (source !== undefined) return usageError(io, { message: `keel list takes no source; got "${source}"` });
      const list = await listPackages(context);
      if (flags.json === true) io.stdout.write(`${JSON.stringify({ scopes: list.scopes }, null, 2)}\n`);
      else
        io.stdout.write(
          formatPackageList(list)
            .map((line) => `${line}\n`)
            .join(""),
        );
      reportDiagnostics(io, list.diagnostics);
      return 0;
    }
    case "update":
      if (local)
        return usageError(io, {
          message: "keel update takes no -l: it updates the user's and a trusted project's packages",
        });
      return finish(io, await updateCommand(source, context));
    default: {
      const never: never = verb;
      throw new Error(`unknown package command ${String(never)}`);
    }
  }
}
