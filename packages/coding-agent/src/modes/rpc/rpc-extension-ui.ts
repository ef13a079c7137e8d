import { randomUUID } from "node:crypto";
import type { DialogOptions, ExtensionUI, NotifyLevel } from "../../extensions/extension-api.js";
import type { ExtensionUiResponse } from "./rpc-commands.js";

/** Dialog options, as for every mode's `ctx.ui` (re-exported here for RPC clients written against this module). */
export type { DialogOptions };

/** A request RPC mode writes to the client for an extension's `ctx.ui` call. */
export type ExtensionUiRequest = { type: "extension_ui_request"; id: string } & (
  | { method: "select"; title: string; options: string[]; timeout?: number }
  | { method: "confirm"; title: string; message?: string; timeout?: number }
  | { method: "input"; title: string; placeholder?: string; timeout?: number }
  | { method: "editor"; title: string; prefill?: string; timeout?: number }
  | { method: "notify"; message: string; notifyType: NotifyLevel }
  | { method: "setStatus"; statusKey: string; statusText?: string }
  | { method: "setWidget"; widgetKey: string; widgetLines?: string[]; widgetPlacement: "aboveEditor" | "belowEditor" }
  | { method: "setTitle"; title: string }
  | { method: "set_editor_text"; text: string }
);

/**
 * The extension UI of RPC mode: dialogs become `extension_ui_request`
 * records answered by `extension_ui_response`; the fire-and-forget calls
 * are requests nobody answers. Dialogs take pi's `{ timeout }` option (or
 * the mode's default) and then resolve with the headless answer, as they do
 * when the client cancels or the mode shuts down.
 */
export interface RpcExtensionUI extends ExtensionUI {
  select(title: string, options: string[], dialog?: DialogOptions): Promise<string | undefined>;
  confirm(title: string, message?: string, dialog?: DialogOptions): Promise<boolean>;
  input(title: string, placeholder?: string, dialog?: DialogOptions): Promise<string | undefined>;
  /** Multi-line text, optionally prefilled; `undefined` when dismissed. */
  editor(title: string, prefill?: string, dialog?: DialogOptions): Promise<string | undefined>;
  /** Sets (or with `undefined` clears) a status entry. */
  setStatus(key: string, text: string | undefined): void;
  /** Sets (or with `undefined` clears) a block of lines near the editor. */
  setWidget(key: string, lines: string[] | undefined, options?: { placement?: "aboveEditor" | "belowEditor" }): void;
  /** Sets the window title. */
  setTitle(title: string): void;
  /** Puts text into the client's input editor. */
  setEditorText(text: string): void;
  /** Routes a client's answer; `false` when no dialog waits for that id. */
  answer(response: ExtensionUiResponse): boolean;
  /** Shutdown: every waiting dialog, and every later one at once, gets its headless answer. */
  close(): void;
}

/** Options of {@link createRpcExtensionUI}. */
export interface RpcExtensionUIOptions {
  /** Writes one record to stdout. */
  send(request: ExtensionUiRequest): void;
  /** Timeout of a dialog that gives none. Default: none (wait for the client). */
  defaultTimeoutMs?: number;
}

type Waiting = { settle(response: ExtensionUiResponse | undefined): void };

/** Creates the {@link RpcExtensionUI} of one RPC mode run. */
export function createRpcExtensionUI(options: RpcExtensionUIOptions): RpcExtensionUI {
  const waiting = new Map<string, Waiting>();
  let closed = false;

  function dialog<T>(
    request: { method: "select" | "confirm" | "input" | "editor"; title: string; [field: string]: unknown },
    dialogOptions: DialogOptions | undefined,
    read: (response: ExtensionUiResponse) => T,
    fallback: T,
  ): Promise<T> {
    if (closed) return Promise.resolve(fallback);
    const id = randomUUID();
    const timeout = dialogOptions?.timeout ?? options.defaultTimeoutMs;
    const signal = dialogOptions?.signal;
    if (signal?.aborted) return Promise.resolve(fallback);
    return new Promise<T>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const withdraw = (): void => waiting.get(id)?.settle(undefined);
      signal?.addEventListener("abort", withdraw, { once: true });
      waiting.set(id, {
        settle(response) {
          clearTimeout(timer);
          signal?.removeEventListener("abort", withdraw);
          waiting.delete(id);
          resolve(response === undefined || response.cancelled === true ? fallback : read(response));
        },
      });
      if (timeout !== undefined && timeout > 0) {
        timer = setTimeout(() => waiting.get(id)?.settle(undefined), timeout);
      }
      options.send({
        type: "extension_ui_request",
        id,
        ...request,
        ...(timeout !== undefined && timeout > 0 ? { timeout } : {}),
      } as ExtensionUiRequest);
    });
  }
  const fire = (request: Record<string, unknown> & { method: string }): void =>
    options.send({ type: "extension_ui_request", id: randomUUID(), ...request } as ExtensionUiRequest);

  return {
    select: (title, choices, opts) =>
      dialog({ method: "select", title, options: choices }, opts, (r) => r.value, undefined),
    confirm: (title, message, opts) =>
      dialog(
        { method: "confirm", title, ...(message === undefined ? {} : { message }) },
        opts,
        (r) => r.confirmed === true,
        false,
      ),
    input: (title, placeholder, opts) =>
      dialog(
        { method: "input", title, ...(placeholder === undefined ? {} : { placeholder }) },
        opts,
        (r) => r.value,
        undefined,
      ),
    editor: (title, prefill, opts) =>
      dialog(
        { method: "editor", title, ...(prefill === undefined ? {} : { prefill }) },
        opts,
        (r) => r.value,
        undefined,
      ),
    notify(message, level = "info") {
      fire({ method: "notify", message, notifyType: level });
    },
    setStatus(key, text) {
      fire({ method: "setStatus", statusKey: key, ...(text === undefined ? {} : { statusText: text }) });
    },
    setWidget(key, lines, widgetOptions) {
      fire({
        method: "setWidget",
        widgetKey: key,
        ...(lines === undefined ? {} : { widgetLines: lines }),
        widgetPlacement: widgetOptions?.placement ?? "aboveEditor",
      });
    },
    setTitle(title) {
      fire({ method: "setTitle", title });
    },
    setEditorText(text) {
      fire({ method: "set_editor_text", text });
    },
    answer(response) {
      const entry = waiting.get(response.id);
      if (entry === undefined) return false;
      entry.settle(response);
      return true;
    },
    close() {
      closed = true;
      for (const entry of [...waiting.values()]) entry.settle(undefined);
    },
  };
}
