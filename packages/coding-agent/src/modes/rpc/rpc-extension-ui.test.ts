import { afterEach, describe, expect, it, vi } from "vitest";
import { createRpcExtensionUI, type ExtensionUiRequest } from "./rpc-extension-ui.js";

afterEach(() => {
  vi.useRealTimers();
});

function ui(defaultTimeoutMs?: number) {
  const sent: ExtensionUiRequest[] = [];
  const rpc = createRpcExtensionUI({
    send: (request) => sent.push(request),
    ...(defaultTimeoutMs === undefined ? {} : { defaultTimeoutMs }),
  });
  return { rpc, sent };
}

describe("createRpcExtensionUI", () => {
  it("a dialog resolves with the client's answer; a cancellation gives the headless answer", async () => {
    const { rpc, sent } = ui();
    const picked = rpc.select("Pick", ["a", "b"]);
    const confirmed = rpc.confirm("Sure?", "Really");
    const typed = rpc.input("Name?");
    expect(sent.map((r) => r.method)).toEqual(["select", "confirm", "input"]);
    expect(sent[0]).toMatchObject({ type: "extension_ui_request", title: "Pick", options: ["a", "b"] });
    expect(sent[0]).not.toHaveProperty("timeout");
    const [select, confirm, input] = sent as [ExtensionUiRequest, ExtensionUiRequest, ExtensionUiRequest];
    expect(rpc.answer({ type: "extension_ui_response", id: select.id, value: "b" })).toBe(true);
    expect(rpc.answer({ type: "extension_ui_response", id: confirm.id, confirmed: true })).toBe(true);
    expect(rpc.answer({ type: "extension_ui_response", id: input.id, cancelled: true })).toBe(true);
    expect(await picked).toBe("b");
    expect(await confirmed).toBe(true);
    expect(await typed).toBeUndefined();
    // Answered once: a second answer finds nobody waiting.
    expect(rpc.answer({ type: "extension_ui_response", id: select.id, value: "a" })).toBe(false);
  });

  it("a dialog's { timeout } (or the default) falls back to the headless answer", async () => {
    vi.useFakeTimers();
    const { rpc, sent } = ui(5_000);
    const confirmed = rpc.confirm("Sure?", undefined, { timeout: 100 });
    const edited = rpc.editor("Notes", "draft");
    expect(sent[0]).toMatchObject({ method: "confirm", timeout: 100 });
    expect(sent[1]).toMatchObject({ method: "editor", prefill: "draft", timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(100);
    expect(await confirmed).toBe(false);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await edited).toBeUndefined();
    expect(rpc.answer({ type: "extension_ui_response", id: (sent[0] as ExtensionUiRequest).id, confirmed: true })).toBe(
      false,
    );
  });

  it("close answers waiting dialogs and every later one with the headless answers", async () => {
    const { rpc, sent } = ui();
    const waiting = rpc.confirm("Sure?");
    rpc.close();
    expect(await waiting).toBe(false);
    expect(await rpc.select("Pick", ["a"])).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it("fire-and-forget calls are requests in pi's shape", () => {
    const { rpc, sent } = ui();
    rpc.notify("saved");
    rpc.notify("careful", "warning");
    rpc.setStatus("k", "busy");
    rpc.setStatus("k", undefined);
    rpc.setWidget("w", ["x"]);
    rpc.setTitle("t");
    rpc.setEditorText("draft");
    expect(sent.map(({ id: _id, ...rest }) => rest)).toEqual([
      { type: "extension_ui_request", method: "notify", message: "saved", notifyType: "info" },
      { type: "extension_ui_request", method: "notify", message: "careful", notifyType: "warning" },
      { type: "extension_ui_request", method: "setStatus", statusKey: "k", statusText: "busy" },
      { type: "extension_ui_request", method: "setStatus", statusKey: "k" },
      {
        type: "extension_ui_request",
        method: "setWidget",
        widgetKey: "w",
        widgetLines: ["x"],
        widgetPlacement: "aboveEditor",
      },
      { type: "extension_ui_request", method: "setTitle", title: "t" },
      { type: "extension_ui_request", method: "set_editor_text", text: "draft" },
    ]);
  });
});
