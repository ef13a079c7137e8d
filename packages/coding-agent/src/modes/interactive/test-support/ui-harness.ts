import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { render } from "ink-testing-library";
import { createElement } from "react";
import type { NotifyLevel } from "../../../extensions/extension-api.js";
import { elicitWithDialogs } from "../../../mcp/elicit-with-dialogs.js";
import { createSessionRuntime } from "../../../runtime/create-session-runtime.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import { type ScriptedModelServer, startScriptedModelServer } from "../../../testing/scripted-model-server.js";
import type { ScriptedTurn } from "../../../testing/scripted-turn.js";
import { App } from "../components/app.js";
import { listProjectFiles } from "../editor/file-index.js";
import { InteractiveController } from "../interactive-controller.js";
import { mcpNotices } from "../mcp-notices.js";
import { createTheme } from "../render/theme.js";

/** A rendered terminal UI on a real session runtime against a scripted loopback model. */
export interface UiHarness {
  project: string;
  keelHome: string;
  server: ScriptedModelServer;
  runtime: SessionRuntime;
  controller: InteractiveController;
  /** Types raw terminal input (keys, text, escape sequences). */
  input(data: string): void;
  /** The last frame (scrollback and live region), escapes kept. */
  frame(): string;
  /** Polls the frame until it contains `text` (or the test passes); throws with the frame after the deadline. */
  waitFor(test: string | ((frame: string) => boolean), timeoutMs?: number): Promise<string>;
  exited: boolean;
  /** What `/copy` copied, in order. */
  copied: string[];
  close(): Promise<void>;
}

/** Starts a harness: a temp project and `$KEEL_HOME`, the scripted model, a session in memory. */
export async function startUi(
  turns: ScriptedTurn[],
  options: {
    color?: boolean;
    files?: Record<string, string>;
    /** Files under `$KEEL_HOME`. */
    homeFiles?: Record<string, string>;
    allow?: string[];
    /** Tool calls run without approval. */
    bypass?: boolean;
    images?: boolean;
  } = {},
): Promise<UiHarness> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-ui-")));
  const project = join(root, "project");
  const keelHome = join(root, "home", ".keel");
  mkdirSync(project, { recursive: true });
  mkdirSync(keelHome, { recursive: true });
  for (const [path, text] of Object.entries(options.files ?? {})) {
    mkdirSync(join(project, path, ".."), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  for (const [path, text] of Object.entries(options.homeFiles ?? {})) {
    mkdirSync(join(keelHome, path, ".."), { recursive: true });
    writeFileSync(join(keelHome, path), text);
  }
  const server = await startScriptedModelServer(turns);
  const models = server.modelsJson() as { providers: { local: { models: { input?: string[] }[] } } };
  for (const model of models.providers.local.models) if (options.images) model.input = ["text", "image"];
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(models));
  let controller: InteractiveController;
  let attached = false;
  const early: [NotifyLevel, string][] = [];
  const started = await createSessionRuntime({
    cwd: project,
    env: { HOME: join(root, "home"), KEEL_HOME: keelHome },
    model: { model: "local/scripted" },
    session: { kind: "memory" },
    mode: "tui",
    ...(options.allow || options.bypass
      ? {
          permissions: {
            ...(options.allow ? { allow: options.allow } : {}),
            ...(options.bypass ? { dangerouslyBypass: true } : {}),
          },
        }
      : {}),
    permissionPrompter: (prompt, signal) => controller.permissionPrompter()(prompt, signal),
    // As in `keel`: MCP failures and reconnects become notices.
    mcp: {
      // As in `keel`: an elicitation is a dialog per field.
      elicit: (request, signal) => elicitWithDialogs(controller.extensionUi())(request, signal),
      onEvent: mcpNotices((message, level) => {
        if (attached) controller.notify(level, message);
        else early.push([level, message]);
      }),
    },
    stderr: { write: () => true },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  const harness: Partial<UiHarness> & { exited: boolean; copied: string[] } = { exited: false, copied: [] };
  controller = new InteractiveController({
    runtime: started.runtime,
    exit: () => {
      harness.exited = true;
    },
    loadFiles: () => listProjectFiles(project),
    cwd: project,
    copy: (text) => harness.copied.push(text),
  });
  attached = true;
  for (const [level, message] of early.splice(0)) controller.notify(level, message);
  const app = render(createElement(App, { controller, theme: createTheme(options.color ? {} : { NO_COLOR: "1" }) }));
  const frame = () => app.lastFrame() ?? "";
  return Object.assign(harness, {
    project,
    keelHome,
    server,
    runtime: started.runtime,
    controller,
    input: (data: string) => app.stdin.write(data),
    frame,
    async waitFor(test: string | ((frame: string) => boolean), timeoutMs = 10_000) {
      const check = typeof test === "string" ? (text: string) => text.includes(test) : test;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = frame();
        if (check(current)) return current;
        if (Date.now() > deadline) throw new Error(`the frame never showed ${String(test)}; it shows:\n${current}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      app.unmount();
      controller.dispose();
      await started.runtime.dispose();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  }) as UiHarness;
}
