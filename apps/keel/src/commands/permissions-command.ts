import { realpath } from "node:fs/promises";
import { resolve } from "node:path";
import { defaultSessionDir, loadConfiguration } from "@keel/coding-agent";
import {
  approvalsFile,
  formatPermissionAudit,
  parseRule,
  readApprovals,
  readPermissionAudit,
  resolveSessionRef,
  revokeApproval,
  settingsRules,
  settingsSourceOf,
} from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";
import { readCommandLine } from "./command-line.js";

const USAGE = `Usage: keel permissions                     list saved approvals and the rules of your settings files
       keel permissions revoke <rule>       remove a saved approval (this project's and the user-wide one)
       keel permissions audit <session>     print the permission decisions of a session (file or id)
`;

/**
 * `keel permissions [list | revoke <rule> | audit <session>]`: the durable
 * approvals of `$KEEL_HOME/permissions.json` (with the scope and session
 * each came from) beside the rules of the settings files, removing one, and
 * replaying a session's recorded decisions.
 */
export async function permissionsCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const line = readCommandLine(io, argv, {
    flags: [{ name: "session-dir", kind: "string", description: "Look sessions up in this folder" }],
    helpHint: "keel permissions --help",
    usage: USAGE,
  });
  if (!line.ok) return line.exitCode;
  const { flags, positionals } = line;
  const [verb = "list", ...rest] = positionals;
  const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
  if (config.blocking.length > 0) {
    // A settings file whose permissions cannot be read would list (or audit against) a policy missing its rules.
    reportDiagnostics(io, config.diagnostics);
    return 2;
  }
  const file = approvalsFile(config.home);
  const root = await canonical(config.trustedProject?.root ?? io.cwd);
  switch (verb) {
    case "list": {
      if (rest.length > 0) return usageError(io, { message: "keel permissions list takes no arguments", hint: USAGE });
      const saved = await readApprovals(file);
      reportDiagnostics(io, saved.diagnostics);
      io.stdout.write(`Saved approvals (${file}):\n`);
      if (saved.approvals.length === 0) io.stdout.write("  none\n");
      for (const approval of saved.approvals) {
        const where =
          approval.scope === "user"
            ? "everywhere"
            : `project ${approval.project ?? "?"}${approval.project === root ? " (this one)" : ""}`;
        const from = approval.session ? ` in session ${approval.session}` : "";
        io.stdout.write(`  ${approval.rule}  ${where}  added ${approval.addedAt}${from}\n`);
      }
      io.stdout.write("Rules from settings:\n");
      const rules = settingsRules(config.layers);
      for (const entry of rules) {
        io.stdout.write(
          `  ${entry.list.padEnd(5)}  ${entry.rule}  ${entry.source}${entry.ignored ? `  (${entry.ignored})` : ""}\n`,
        );
      }
      if (rules.length === 0) io.stdout.write("  none\n");
      if (config.project !== undefined && !config.trusted) {
        io.stdout.write(`(${config.project.root} is not trusted: its settings file does not apply.)\n`);
      }
      return saved.usable ? 0 : 1;
    }
    case "revoke": {
      const [text, ...extra] = rest;
      if (text === undefined || extra.length > 0) {
        return usageError(io, {
          message: "keel permissions revoke takes one rule",
          hint: "e.g. keel permissions revoke 'bash(npm test)'",
        });
      }
      const rule = parseRule(text);
      if (!rule.ok) return usageError(io, { message: rule.message, hint: rule.hint });
      const result = await revokeApproval(file, rule.rule.text, root);
      if (!result.ok) {
        reportDiagnostics(io, result.diagnostics);
        io.stderr.write(`keel: ${file} was left unchanged; fix it and run the command again.\n`);
        return 1;
      }
      if (result.removed.length === 0) {
        const inSettings = settingsSourceOf(config.layers, rule.rule.text);
        io.stderr.write(
          inSettings
            ? `keel: ${rule.rule.text} is not a saved approval; it comes from ${inSettings}: remove it there.\n`
            : `keel: no saved approval ${rule.rule.text} applies here (keel permissions lists them).\n`,
        );
        return 1;
      }
      for (const approval of result.removed) {
        io.stdout.write(
          `revoked ${approval.rule} (${approval.scope === "user" ? "everywhere" : `project ${approval.project}`})\n`,
        );
      }
      return 0;
    }
    case "audit": {
      const [ref, ...extra] = rest;
      if (ref === undefined || extra.length > 0) {
        return usageError(io, {
          message: "keel permissions audit takes one session (a file or an id)",
          hint: "keel -r lists this folder's sessions.",
        });
      }
      const dirFlag = flags["session-dir"];
      const dir =
        typeof dirFlag === "string"
          ? resolve(io.cwd, dirFlag)
          : (config.settings.sessionDir ?? defaultSessionDir(config.home.home, io.cwd));
      const found = resolveSessionRef(ref, { dirs: [dir], cwd: io.cwd, flag: "keel permissions audit" });
      if (!found.ok) {
        reportDiagnostics(io, [found.diagnostic]);
        return 2;
      }
      const audit = await readPermissionAudit(found.path);
      reportDiagnostics(io, audit.diagnostics);
      if (!audit.ok) return 1;
      if (audit.decisions.length === 0) io.stdout.write(`No permission decisions recorded in ${found.path}.\n`);
      io.stdout.write(formatPermissionAudit(audit.decisions));
      return 0;
    }
    default:
      return usageError(io, { message: `keel permissions has no "${verb}" command`, hint: USAGE });
  }
}

async function canonical(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}
