import { parseArgs, resolveKeelHome } from "@keel/coding-agent";
import { checkProviderName, closestMatch, keelHomePaths, removeApiKey, saveApiKey } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { readPipedStdin } from "../io.js";
import { readSecret } from "../read-secret.js";
import { reportDiagnostics, usageError } from "../report.js";

/**
 * `keel auth login --provider X --api-key` (the key is read without echo
 * from the terminal, or from piped stdin) and `keel auth logout --provider X`.
 * Keys go to `$KEEL_HOME/auth.json`, mode 0600.
 */
export async function authCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== "login" && action !== "logout") {
    const near = action === undefined ? undefined : closestMatch(action, ["login", "logout"]);
    return usageError(io, {
      message: action === undefined ? "keel auth needs login or logout" : `unknown auth command "${action}"`,
      hint: `${near ? `did you mean ${near}? ` : ""}keel auth login --provider <name> --api-key | keel auth logout --provider <name>`,
    });
  }
  const parsed = parseArgs(
    rest,
    [
      { name: "provider", kind: "string", valueName: "name", description: "The provider, e.g. anthropic" },
      { name: "api-key", kind: "boolean", description: "Save an API key (read without echo)" },
    ],
    "keel auth --help",
  );
  if (!parsed.ok) return usageError(io, parsed.error);
  const provider = parsed.args.flags.provider;
  if (typeof provider !== "string" || provider.trim() === "") {
    return usageError(io, {
      message: `keel auth ${action} needs --provider <name>`,
      hint: "e.g. --provider anthropic",
    });
  }
  const paths = keelHomePaths(resolveKeelHome(io.env, io.cwd));
  // A key saved under a typo would never be used: only known providers (logout: also those with a saved key).
  const known = await checkProviderName(provider, {
    modelsJson: paths.models,
    ...(action === "logout" ? { auth: paths.auth } : {}),
  });
  if (!known.ok) {
    reportDiagnostics(io, known.diagnostics);
    return 2;
  }
  if (action === "logout") {
    const removed = await removeApiKey(paths.auth, provider);
    if (!removed.ok) {
      reportDiagnostics(io, removed.diagnostics);
      return 1;
    }
    io.stdout.write(`removed the saved key of ${provider} (if there was one) from ${paths.auth}\n`);
    return 0;
  }
  if (parsed.args.flags["api-key"] !== true) {
    return usageError(io, {
      message: "keel auth login saves API keys only: add --api-key",
      hint: `keel auth login --provider ${provider} --api-key`,
    });
  }
  const key = io.stdin.isTTY
    ? await readSecret(io, `API key for ${provider}: `)
    : ((await readPipedStdin(io.stdin)) ?? "").trim();
  if (key === undefined || key === "") {
    io.stderr.write("keel: no key was entered; nothing was saved.\n");
    return 1;
  }
  const saved = await saveApiKey(paths.auth, provider, key);
  if (!saved.ok) {
    reportDiagnostics(io, saved.diagnostics);
    io.stderr.write(`keel: ${paths.auth} was left unchanged; fix it and run the command again.\n`);
    return 1;
  }
  io.stdout.write(`saved the key of ${provider} in ${paths.auth} (readable by you only)\n`);
  return 0;
}
