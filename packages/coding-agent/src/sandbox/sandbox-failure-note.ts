import { decideFileAccess, type SandboxPolicy } from "@keel/sandbox";
import { resolvePath } from "../permissions/canonical-path.js";
import { analyzeShellCommand } from "../permissions/shell-analysis.js";
import { DYNAMIC } from "../permissions/shell-words.js";

/** What a failed command and its output say about the sandbox. */
export interface SandboxFailureInput {
  policy: SandboxPolicy;
  command: string;
  /** The exit code (`null`: ended by a signal). */
  exitCode: number | null;
  /** The output the model will read. */
  output: string;
  cwd: string;
  homeDir: string;
  /** Whether the model may repeat the call with `"escalate": true`. */
  allowEscalation: boolean;
  /** The host names the sandbox's network proxy refused during the call (`sandbox.allowedDomains`). */
  blockedDomains?: readonly string[];
}

/** The kernel's texts for the errors a sandbox causes (strerror of EROFS, ENETUNREACH, EAI_AGAIN…). */
const READ_ONLY_FS = "Read-only file system";
const NETWORK_ERRORS = [
  "Network is unreachable",
  "Temporary failure in name resolution",
  "Could not resolve host",
  "Name or service not known",
  "getaddrinfo EAI_AGAIN",
];
const MAX_PATHS = 5;

/**
 * The note added to a sandboxed command that failed because of the
 * sandbox, or `undefined` when nothing points at the sandbox. The signals
 * are structured: a non-zero exit, then the files the command names (its
 * redirections, its path-like arguments, paths its output mentions) that
 * the policy keeps read-only or unreadable, a read-only file system
 * error, the hosts the network proxy refused, or a network error while the
 * network is off. The note says what would allow it: `"escalate": true`
 * (when offered) or the settings, naming a refused host and
 * `sandbox.allowedDomains`.
 *
 * @example
 * await sandboxFailureNote({ policy, command: "echo x > ~/.bashrc", exitCode: 1, output: "…Read-only file system", … });
 * // "Note: this command ran in Keel's OS sandbox (workspace-write), which may have stopped it: /home/me/.bashrc is read-only there. …"
 */
export async function sandboxFailureNote(input: SandboxFailureInput): Promise<string | undefined> {
  if (input.exitCode === 0) return undefined;
  const { policy } = input;
  const candidates = await namedPaths(input);
  const readOnly: string[] = [];
  const unreadable: string[] = [];
  const erofs = input.output.includes(READ_ONLY_FS);
  for (const { written, path, redirect } of candidates) {
    if (!decideFileAccess(policy, path, "read").allowed) {
      unreadable.push(path);
      continue;
    }
    const mentioned = redirect || erofs || input.output.includes(written) || input.output.includes(path);
    if (mentioned && !decideFileAccess(policy, path, "write").allowed) readOnly.push(path);
  }
  const blocked = policy.network.kind === "domains" ? [...new Set(input.blockedDomains ?? [])] : [];
  const network =
    blocked.length === 0 && policy.network.kind !== "all" && NETWORK_ERRORS.some((text) => input.output.includes(text));
  const reasons: string[] = [];
  if (readOnly.length > 0) reasons.push(`${list(readOnly)} ${readOnly.length === 1 ? "is" : "are"} read-only there`);
  if (unreadable.length > 0)
    reasons.push(`${list(unreadable)} ${unreadable.length === 1 ? "is" : "are"} unreadable there`);
  if (reasons.length === 0 && erofs)
    reasons.push("it tried to write outside the writable roots (read-only file system)");
  if (blocked.length > 0)
    reasons.push(
      `the sandbox's network proxy refused ${list(blocked)}: ${blocked.length === 1 ? "it is" : "they are"} not in sandbox.allowedDomains`,
    );
  if (network) {
    reasons.push(
      policy.network.kind === "none"
        ? "the network is off inside the sandbox"
        : `only ${policy.network.allowedDomains.join(", ")} can be reached from inside the sandbox`,
    );
  }
  if (reasons.length === 0) return undefined;
  const fixes = [
    ...(input.allowEscalation
      ? ['repeat the call with "escalate": true to ask the user to run it outside the sandbox']
      : []),
    blocked.length > 0 && readOnly.length + unreadable.length === 0 && !erofs
      ? `ask the user to add ${blocked.map((domain) => `"${domain}"`).join(", ")} to sandbox.allowedDomains in their settings.json`
      : `ask the user to add the folder to sandbox.writableRoots${network || blocked.length > 0 ? ", or to set sandbox.network or sandbox.allowedDomains," : ""} in settings.json`,
  ];
  return `Note: this command ran in Keel's OS sandbox (${policy.mode}), which may have stopped it: ${reasons.join("; ")}. If it must do this, ${fixes.join(", or ")}.`;
}

function list(paths: readonly string[]): string {
  const shown = paths.slice(0, MAX_PATHS).join(", ");
  return paths.length > MAX_PATHS ? `${shown} and ${paths.length - MAX_PATHS} more` : shown;
}

/** The files a command names: redirections, path-like arguments and paths in its output, made canonical. */
async function namedPaths(input: SandboxFailureInput): Promise<{ written: string; path: string; redirect: boolean }[]> {
  const words: { written: string; redirect: boolean }[] = [];
  try {
    const analysis = await analyzeShellCommand(input.command);
    for (const part of analysis.parts) {
      if (part.kind === "write") words.push({ written: part.path, redirect: true });
      else if (part.kind === "read") words.push({ written: part.path, redirect: false });
      else if (part.kind === "command")
        for (const word of part.words.slice(1)) if (looksLikePath(word)) words.push({ written: word, redirect: false });
    }
  } catch {
    // A command the parser cannot read: its output may still name the files.
  }
  // bash names itself first on its error lines ("/usr/bin/bash: line 1: …"): not a file the command touched.
  const output = input.output.replace(/^\S+: line \d+: /gm, "");
  for (const match of output.matchAll(/(?:^|[\s'"`:(])((?:~|\/)[^\s'"`:)]+)/g)) {
    const word = match[1] as string;
    if (word.length > 1) words.push({ written: word, redirect: false });
  }
  const seen = new Map<string, { written: string; path: string; redirect: boolean }>();
  for (const { written, redirect } of words.slice(0, 200)) {
    if (written.includes(DYNAMIC)) continue;
    const where = await resolvePath(written, input.cwd, input.homeDir, "shell");
    if (where.kind !== "file") continue;
    const known = seen.get(where.path);
    seen.set(where.path, { written, path: where.path, redirect: redirect || known?.redirect === true });
  }
  return [...seen.values()];
}

function looksLikePath(word: string): boolean {
  return (
    word.startsWith("/") ||
    word.startsWith("~") ||
    word.startsWith("./") ||
    word.startsWith("../") ||
    word.includes("/")
  );
}
