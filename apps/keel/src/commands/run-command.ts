import { type CliRequest, createAgentSession, resolveKeelHome, runJsonMode, runPrintMode } from "@keel/coding-agent";
import {
  buildPromptMessages,
  checkPromptFiles,
  chooseRunMode,
  createDemoModel,
  DEMO_PROMPT,
  DEMO_TOOLS,
  mcpConfigEvents,
  runRewindRequest,
} from "@keel/coding-agent/internal";
import { extensionFlagReader } from "../extension-flags.js";
import { watchInterrupts } from "../interrupts.js";
import type { KeelIo } from "../io.js";
import { readPipedStdin } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";

type RunRequest = Extract<CliRequest, { kind: "run" }>;

/**
 * A run: the terminal UI (stdin and stdout are terminals, no `-p`), print
 * mode (`-p`, or when stdin or stdout is not a terminal) or JSON mode
 * (`--mode json`). With no prompt at all and nothing configured,
 * the scripted demo answers "What is in this folder?" and says it is a demo.
 */
export async function runCommand(request: RunRequest, io: KeelIo, argv: readonly string[] = []): Promise<number> {
  // RPC and the terminal UI load on use: a print or JSON run never reads their code.
  if (request.mode === "rpc") return (await import("./rpc-command.js")).rpcCommand(request, io, argv);
  const chosen = chooseRunMode(request.mode, io.stdin.isTTY === true, io.stdout.isTTY === true);
  // --rewind is headless even in a terminal: it rewinds, says what it did, and runs a prompt if given one.
  const mode = chosen === "interactive" && request.rewind !== undefined ? "print" : chosen;
  if (mode === "interactive") return (await import("./interactive-command.js")).interactiveCommand(request, io, argv);
  const stdin = await readPipedStdin(io.stdin);
  // An empty or blank word is no prompt, however it came (`-p ""`, `"  "`, an empty stdin): never sent, never a session.
  const noPrompt = request.positionals.every(isBlank) && (stdin === undefined || isBlank(stdin));

  // Check @file arguments before anything is created.
  const badFiles = await checkPromptFiles(request.positionals, io.cwd);
  if (badFiles.length > 0) {
    reportDiagnostics(io, badFiles);
    return 2;
  }

  // The demo's session is kept in memory (below), and it names the real $KEEL_HOME.
  const demo =
    noPrompt && request.rewind === undefined
      ? createDemoModel({ keelHome: resolveKeelHome(io.env, io.cwd) })
      : undefined;
  // Flags extensions register (`registerFlag`) are read once the extensions are loaded.
  const flags = extensionFlagReader(argv, io, request.positionals);
  const created = await createAgentSession({
    ...request.session,
    extensionFlags: flags.read,
    mode: mode === "json" ? ("json" as const) : ("print" as const),
    stderr: io.stderr,
    ...(demo ? { session: { kind: "memory" as const }, tools: { tools: [DEMO_TOOLS.join(",")] } } : {}),
    cwd: io.cwd,
    // --offline is KEEL_OFFLINE=1 for everything that starts up (nothing reaches the network at start-up today).
    env: request.offline ? { ...io.env, KEEL_OFFLINE: "1" } : io.env,
    ...(demo ? { fallbackModel: demo } : {}),
  });
  const flagFailure = flags.reportFailure(created.diagnostics);
  if (flagFailure !== undefined) return flagFailure;
  // Notes about the run (the sandbox in force) wait until the input is known to be good: bad input gets only its error.
  const notes = created.diagnostics.filter((diagnostic) => diagnostic.severity === "info");
  reportDiagnostics(
    io,
    created.diagnostics.filter((diagnostic) => diagnostic.severity !== "info"),
  );
  if (!created.ok) return created.exitCode;
  const { session, store } = created;
  // Bad input found once the session exists: exit 2, leaving no empty session file for --continue.
  const refuse = (problem: Parameters<typeof usageError>[1]): number => {
    store.discardIfUnused();
    return usageError(io, problem);
  };
  try {
    // --rewind: the opened session goes back first (docs/checkpoints.md); with no prompt that is all.
    if (request.rewind !== undefined) {
      const rewound = await runRewindRequest(created, request.rewind);
      if (!rewound.ok) {
        io.stderr.write(`keel: ${rewound.error}\n`);
        return rewound.exitCode;
      }
      io.stdout.write(
        mode === "json"
          ? `${JSON.stringify({ type: "rewind", ...rewound.outcome })}\n`
          : `${rewound.lines.join("\n")}\n`,
      );
      if (noPrompt) return 0;
    }
    if (noPrompt && created.model !== demo?.model) {
      return refuse({
        message: "no prompt: give one as an argument or on stdin",
        hint: 'e.g. keel -p "Explain this repository"  or  git diff | keel -p "Review this change"',
      });
    }
    const positionals = flags.positionals().filter((word) => !isBlank(word));
    if (!noPrompt && positionals.length === 0 && (stdin === undefined || isBlank(stdin))) {
      return refuse({
        message: "no prompt: give one as an argument or on stdin",
        hint: 'the words after an extension\'s flag are its value; e.g. keel --plan -p "Explain this repository"',
      });
    }
    const built = await buildPromptMessages({
      positionals: noPrompt ? [DEMO_PROMPT] : positionals,
      ...(stdin !== undefined ? { stdin } : {}),
      cwd: io.cwd,
      templates: created.promptTemplates,
      skills: created.skills,
      // An attached image is refused (exit 2, before any request) when the model does not take images.
      model: created.model,
    });
    if (!built.ok) {
      store.discardIfUnused();
      reportDiagnostics(io, built.diagnostics);
      return 2;
    }
    reportDiagnostics(io, notes);
    // An @file cut to the read tool's limits says so on stderr.
    if (built.warnings !== undefined) reportDiagnostics(io, built.warnings);
    // SIGINT, SIGTERM, SIGHUP: the run stops, says so, and exits 130, 143, 129 (a second signal exits at once).
    const interrupts = watchInterrupts(io);
    try {
      if (mode === "json") {
        return await runJsonMode(session, {
          prompts: built.messages,
          header: store.header,
          startEvents: mcpConfigEvents(created.diagnostics),
          stdout: io.stdout,
          stderr: io.stderr,
          signal: interrupts.signal,
          subagents: created.subagents,
        });
      }
      return await runPrintMode(session, {
        prompts: built.messages,
        stdout: io.stdout,
        stderr: io.stderr,
        verbose: request.verbose || demo !== undefined,
        signal: interrupts.signal,
      });
    } finally {
      interrupts.stop();
    }
  } finally {
    await created.dispose();
  }
}

function isBlank(text: string): boolean {
  return text.trim() === "";
}
