import { type CliRequest, createSessionRuntime, resolveKeelHome, type SessionRuntime } from "@keel/coding-agent";
import { checkPromptFiles, createDemoModel, DEMO_TOOLS } from "@keel/coding-agent/internal";
import { extensionFlagReader } from "../extension-flags.js";
import type { KeelIo } from "../io.js";
import { reportDiagnostics } from "../report.js";
import { endStartupInterrupts } from "../startup-interrupts.js";
import { tuiInitialPrompts } from "./tui-prompt-files.js";

type RunRequest = Extract<CliRequest, { kind: "run" }>;

/** Options of {@link interactiveCommand}. */
export interface InteractiveCommandOptions {
  /** Open the session picker first (`keel -r` in a terminal), as `/resume` does. */
  pickSession?: boolean;
}

/**
 * The interactive terminal UI (stdin and stdout are terminals, no `-p`).
 * Ink and React load only here, as a separate bundle chunk, so print and
 * JSON runs never pay for them. Prompt arguments are sent once the screen
 * is up (after the session picker, when `pickSession` opens it). With no
 * model configured, the scripted demo answers (and says so).
 */
export async function interactiveCommand(
  request: RunRequest,
  io: KeelIo,
  argv: readonly string[] = [],
  options: InteractiveCommandOptions = {},
): Promise<number> {
  const { createExtensionUiBridge, runInteractiveMode } = await import("@keel/coding-agent/interactive");
  // @file arguments are checked before anything is created, as with -p (exit 2 naming the file).
  const badFiles = await checkPromptFiles(request.positionals, io.cwd);
  if (badFiles.length > 0) {
    reportDiagnostics(io, badFiles);
    return 2;
  }
  const bridge = createExtensionUiBridge();
  // The demo answers every prompt, naming the real $KEEL_HOME and the session file it is saved in (if any).
  let live: SessionRuntime | undefined;
  const demo = createDemoModel({
    keelHome: resolveKeelHome(io.env, io.cwd),
    sessionFile: () => live?.state().sessionFile,
  });
  // Flags extensions register (`registerFlag`), read again for each session the UI opens.
  const flags = extensionFlagReader(argv, io, request.positionals);
  const started = await createSessionRuntime({
    ...request.session,
    extensionFlags: flags.read,
    mode: "tui",
    ui: bridge.ui,
    permissionPrompter: bridge.permissionPrompter,
    // A running subagent's tool calls show in a block under its task call.
    onSubagentEvent: bridge.subagentEvent,
    // MCP server failures, sign-in requests and reconnects are notices on the screen, never raw stderr;
    // a server's elicitation is a dialog per field.
    mcp: { ...request.session.mcp, onEvent: bridge.mcpEvent, elicit: bridge.elicit },
    // Problems of a later session (/new, /resume, /fork, /reload) are shown on the screen.
    onDiagnostics: (diagnostics) => {
      for (const diagnostic of diagnostics) {
        const level =
          diagnostic.severity === "error" ? "error" : diagnostic.severity === "warning" ? "warning" : "info";
        bridge.ui.notify(`${diagnostic.source ? `${diagnostic.source}: ` : ""}${diagnostic.message}`, level);
      }
    },
    stderr: bridge.stderr,
    cwd: io.cwd,
    env: request.offline ? { ...io.env, KEEL_OFFLINE: "1" } : io.env,
    fallbackModel: demo,
  });
  if (!started.ok) {
    const flagFailure = flags.reportFailure(started.diagnostics);
    if (flagFailure !== undefined) return flagFailure;
    reportDiagnostics(io, started.diagnostics);
    return started.exitCode;
  }
  const { runtime } = started;
  live = runtime;
  const usingDemo = runtime.state().model === demo.model;
  if (usingDemo) runtime.setTools({ tools: [DEMO_TOOLS.join(",")] });
  // @file arguments attach to the first prompt, as pi does in its terminal UI and keel -p does.
  const initial = await tuiInitialPrompts(flags.positionals(), io.cwd, runtime.state().model);
  if (!initial.ok) {
    reportDiagnostics(io, initial.diagnostics);
    await runtime.dispose();
    return 2;
  }
  // The terminal UI takes signals over from here (it restores the terminal before it exits).
  endStartupInterrupts();
  try {
    return await runInteractiveMode({
      runtime,
      extensionUi: bridge,
      stdin: io.stdin as NodeJS.ReadStream,
      stdout: io.stdout as NodeJS.WriteStream,
      stderr: io.stderr as NodeJS.WriteStream,
      env: io.env,
      cwd: io.cwd,
      diagnostics: [...started.diagnostics, ...initial.warnings],
      initialPrompts: initial.prompts,
      ...(options.pickSession ? { pickSession: true } : {}),
    });
  } finally {
    await runtime.dispose();
  }
}
