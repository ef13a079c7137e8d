import { dirname } from "node:path";
import type { ThinkingLevel } from "@keel/ai";
import { agentListReport, formatAgentList } from "../../../agents/agent-list-report.js";
import { formatDiagnostic } from "../../../diagnostics.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import { listSessions } from "../../../session/session-list.js";
import { saveTrustDecision } from "../../../trust/trust-store.js";
import { countOf } from "../render/count.js";
import type { ThemeSwitch } from "../render/theme-switch.js";
import { selectDialog } from "../state/dialog-state.js";
import type { CommandHost } from "./command-host.js";
import { HOTKEYS } from "./hotkeys.js";
import { mcpCommand } from "./mcp-command.js";
import { permissionsCommand } from "./permissions-command.js";
import { rewindCommand, treeCommand } from "./rewind-command.js";
import { sandboxCommand } from "./sandbox-command.js";
import { themeCommand } from "./theme-command.js";

/** A slash command of the terminal UI itself. */
export interface BuiltinCommand {
  name: string;
  description: string;
  run(ui: CommandHost, args: string): void | Promise<void>;
}

const THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];

function pick(ui: CommandHost, title: string, options: string[], initial?: string): Promise<string | undefined> {
  return new Promise((resolve) => ui.openDialog(selectDialog(title, options, resolve, initial)));
}

function oneLine(text: string, max = 70): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

async function chooseModel(ui: CommandHost, runtime: SessionRuntime, args: string): Promise<void> {
  const models = runtime.availableModels();
  const current = runtime.state().model;
  const label = (model: { provider: string; id: string }) => `${model.provider}/${model.id}`;
  const choice = args !== "" ? args : await pick(ui, "Model", models.map(label), label(current));
  if (choice === undefined) return;
  const slash = choice.indexOf("/");
  const match = models.find((model) => label(model) === choice || (slash === -1 && model.id === choice));
  const provider = match?.provider ?? (slash === -1 ? current.provider : choice.slice(0, slash));
  const id = match?.id ?? (slash === -1 ? choice : choice.slice(slash + 1));
  const result = runtime.setModel(provider, id);
  if (result.ok) ui.notify("info", `Model: ${label(result.value)}`);
  else ui.notify("error", result.error);
}

async function chooseThinking(ui: CommandHost, runtime: SessionRuntime, args: string): Promise<void> {
  const choice =
    args !== "" ? args : await pick(ui, "Thinking level", [...THINKING_LEVELS], runtime.state().thinkingLevel);
  if (choice === undefined) return;
  if (!THINKING_LEVELS.includes(choice as ThinkingLevel)) {
    ui.notify("error", `Unknown thinking level "${choice}": use one of ${THINKING_LEVELS.join(", ")}.`);
    return;
  }
  runtime.setThinkingLevel(choice as ThinkingLevel);
  ui.notify("info", `Thinking level: ${choice}`);
}

function userMessages(runtime: SessionRuntime): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  for (const entry of runtime.branch()) {
    if (entry.type !== "message" || entry.message.role !== "user") continue;
    const content = entry.message.content;
    const text =
      typeof content === "string"
        ? content
        : content.map((block) => (block.type === "text" ? block.text : "")).join(" ");
    out.push({ id: entry.id, text });
  }
  return out;
}

/**
 * The terminal UI's slash commands. Each calls the session runtime; a
 * failure comes back as a notice saying what was wrong. `/theme` is there
 * when the screen gives its theme switch.
 */
export function builtinCommands(runtime: SessionRuntime, themes?: ThemeSwitch): BuiltinCommand[] {
  return [
    {
      name: "model",
      description: "choose the model (or /model provider/id)",
      run: (ui, args) => chooseModel(ui, runtime, args),
    },
    { name: "thinking", description: "set the thinking level", run: (ui, args) => chooseThinking(ui, runtime, args) },
    {
      name: "tools",
      description: "show the active tools, or change them: /tools read,bash  /tools +edit -bash",
      run: (ui, args) => {
        if (args === "") {
          const tools = runtime.activeTools();
          ui.notify("info", `Active tools: ${tools.length > 0 ? tools.join(", ") : "none"}`);
          return;
        }
        const result = runtime.setTools({ tools: [args.replace(/\s+/g, ",")] });
        ui.notify(
          result.ok ? "info" : "error",
          result.ok ? `Active tools: ${result.value.active.join(", ") || "none"}` : result.error,
        );
      },
    },
    {
      name: "trust",
      description: "trust or untrust this project's .keel/ config (takes effect in the next session)",
      run: async (ui, args) => {
        const view = runtime.project();
        const project = view.config;
        if (project === undefined) {
          return ui.notify(
            "info",
            "This folder has no project configuration (.keel/ settings, extensions, skills…): there is nothing to trust.",
          );
        }
        const TRUST = "Trust this project";
        const UNTRUST = "Do not trust it";
        const choice =
          args === "yes" || args === "on"
            ? TRUST
            : args === "no" || args === "off"
              ? UNTRUST
              : args === ""
                ? await pick(
                    ui,
                    `Project ${project.root} is ${view.trusted ? "trusted" : "not trusted"}; its .keel/ has ${project.resources.length} entr${project.resources.length === 1 ? "y" : "ies"}`,
                    [TRUST, UNTRUST],
                    view.trusted ? UNTRUST : TRUST,
                  )
                : undefined;
        if (choice === undefined) {
          if (args !== "") ui.notify("error", `/trust takes "yes" or "no" (or nothing, for a choice); got "${args}".`);
          return;
        }
        const saved = await saveTrustDecision(view.trustFile, project.root, choice === TRUST);
        if (!saved.ok) return ui.notify("error", saved.diagnostics.map(formatDiagnostic).join("\n"));
        ui.notify(
          "info",
          `${choice === TRUST ? "Trusted" : "Not trusted"}: ${saved.path}. This takes effect in the next session (/new) or the next start.`,
        );
      },
    },
    {
      name: "permissions",
      description: "the permission mode, rules and saved approvals (revoke one); /permissions mode <mode>",
      run: (ui, args) => permissionsCommand(ui, runtime, args),
    },
    {
      name: "agents",
      description: "the subagents the task tool offers: name, source, tools, model, description",
      run: (ui) => ui.notify("info", formatAgentList(agentListReport(runtime.agents())).trimEnd()),
    },
    {
      name: "sandbox",
      description: "the OS sandbox: mode, network, writable roots; /sandbox <mode> switches it",
      run: (ui, args) => sandboxCommand(ui, runtime, args),
    },
    {
      name: "mcp",
      description: "the MCP servers: name, state, tools, error",
      run: (ui, args) => mcpCommand(ui, runtime, args),
    },
    ...(themes
      ? [
          {
            name: "theme",
            description: "choose the colour theme (or /theme <name>); saved in your settings",
            run: (ui: CommandHost, args: string) => themeCommand(ui, runtime, themes, args),
          },
        ]
      : []),
    {
      name: "session",
      description: "show the session's file, messages, tokens and cost",
      run: (ui) => {
        const stats = runtime.stats();
        const state = runtime.state();
        const lines = [
          `Session ${stats.sessionId}${state.sessionName ? ` (${state.sessionName})` : ""}`,
          `File: ${stats.sessionFile ?? "(in memory)"}`,
          `Messages: ${stats.userMessages} user, ${stats.assistantMessages} assistant, ${countOf(stats.toolCalls, "tool call")}`,
          `Tokens: ${stats.tokens.input} in, ${stats.tokens.output} out, ${stats.tokens.cacheRead} cache read, ${stats.tokens.cacheWrite} cache write`,
          `Cost: $${stats.cost.toFixed(4)}`,
          ...(stats.contextUsage
            ? [
                `Context: ${stats.contextUsage.tokens} of ${stats.contextUsage.contextWindow} tokens (${Math.round(stats.contextUsage.percent)}%)`,
              ]
            : []),
        ];
        ui.notify("info", lines.join("\n"));
      },
    },
    {
      name: "name",
      description: "name the session: /name <name> (no name clears it)",
      run: (ui, args) => {
        runtime.setSessionName(args === "" ? undefined : args);
        ui.notify("info", args === "" ? "Session name cleared." : `Session name: ${args}`);
      },
    },
    {
      name: "fork",
      description: "fork the session before one of your messages",
      run: async (ui) => {
        const messages = userMessages(runtime);
        if (messages.length === 0) {
          ui.notify("warning", "Nothing to fork from yet: send a message first.");
          return;
        }
        const options = messages.map((message, i) => `${i + 1}. ${oneLine(message.text)}`);
        const choice = await pick(ui, "Fork before which message?", options, options.at(-1));
        if (choice === undefined) return;
        const entry = messages[options.indexOf(choice)];
        if (entry === undefined) return;
        const result = await runtime.fork(entry.id);
        if (!result.ok) return ui.notify("error", result.error);
        ui.fillEditor(result.value.text);
        ui.notify("info", "Forked into a new session; the message is in the editor.");
      },
    },
    {
      name: "tree",
      description: "the session's messages and branches; choosing one continues from there, in this session",
      run: (ui) => treeCommand(ui, runtime),
    },
    {
      name: "rewind",
      description: "put files and/or conversation back to before one of your messages (Esc Esc)",
      run: (ui) => rewindCommand(ui, runtime),
    },
    {
      name: "new",
      description: "start a new session",
      run: async (ui) => {
        const result = await runtime.newSession();
        if (!result.ok) ui.notify("error", result.error);
        else ui.notify("info", "New session.");
      },
    },
    {
      name: "resume",
      description: "open another session of this folder",
      run: async (ui, args) => {
        let ref = args;
        if (ref === "") {
          const file = runtime.state().sessionFile;
          if (file === undefined)
            return ui.notify("warning", "This session is kept in memory: there are no saved sessions to list.");
          const sessions = listSessions(dirname(file)).filter((session) => session.path !== file);
          if (sessions.length === 0) return ui.notify("info", "No other sessions in this folder.");
          const options = sessions.map(
            (session) =>
              `${session.modifiedAt.toISOString().slice(0, 16).replace("T", " ")}  ${session.name ?? oneLine(session.firstMessage ?? "(empty)", 60)}  ${session.id.slice(0, 8)}`,
          );
          const choice = await pick(ui, "Resume which session?", options);
          if (choice === undefined) return;
          ref = sessions[options.indexOf(choice)]?.path ?? "";
        }
        const result = await runtime.switchSession(ref);
        if (!result.ok) ui.notify("error", result.error);
      },
    },
    {
      name: "reload",
      description: "load settings, extensions, skills, prompt templates and context files again (reopens the session)",
      run: async (ui) => {
        const file = runtime.state().sessionFile;
        if (file === undefined) {
          return ui.notify(
            "warning",
            "A session kept in memory cannot be reopened, so it cannot reload: start keel again to reload.",
          );
        }
        const result = await runtime.switchSession(file);
        ui.notify(
          result.ok ? "info" : "error",
          result.ok ? "Reloaded settings, extensions and resources." : result.error,
        );
      },
    },
    {
      name: "compact",
      description: "summarize the older part of the conversation: /compact [instructions]",
      run: async (ui, args) => {
        const before = ui.store.getState().items.length;
        const result = await runtime.compact(args === "" ? undefined : args);
        // A compaction that started reports its end itself (compaction_end); only a refusal needs a line here.
        ui.store.flush();
        const reported = ui.store
          .getState()
          .items.slice(before)
          .some((item) => item.kind === "notice" && /^Compact(ed|ion failed)/.test(item.text));
        if (!result.ok && !reported) ui.notify("error", result.error);
      },
    },
    {
      name: "export",
      description: "write the session as an HTML file: /export [path]",
      run: async (ui, args) => {
        const result = await runtime.exportHtml(args === "" ? undefined : args);
        ui.notify(result.ok ? "info" : "error", result.ok ? `Exported to ${result.value.path}` : result.error);
      },
    },
    {
      name: "copy",
      description: "copy the last answer to the clipboard",
      run: (ui) => {
        const text = runtime.lastAssistantText();
        if (text === undefined) return ui.notify("warning", "There is no answer to copy yet.");
        if (ui.copy(text)) ui.notify("info", "Copied the last answer (through the terminal's clipboard, OSC 52).");
        else ui.notify("warning", "Copying needs a terminal.");
      },
    },
    { name: "hotkeys", description: "list the keyboard shortcuts", run: (ui) => ui.notify("info", HOTKEYS) },
    { name: "quit", description: "exit keel", run: (ui) => ui.quit() },
    { name: "exit", description: "exit keel", run: (ui) => ui.quit() },
  ];
}
