import { describe, expect, it } from "vitest";
import type { PermissionPrompt } from "../../permissions/permission-prompter.js";
import { createRpcExtensionUI, type ExtensionUiRequest } from "./rpc-extension-ui.js";
import { createRpcPermissionPrompter } from "./rpc-permission-prompter.js";

function prompt(rules: string[]): PermissionPrompt {
  const deciding = { subject: "bash command `rm -rf build`" } as PermissionPrompt["decision"]["deciding"];
  return {
    toolCallId: "call_1",
    toolName: "bash",
    args: { command: "rm -rf build" },
    decision: {
      verdict: "ask",
      decidedBy: "default",
      reason: "no rule allows it",
      deciding,
      items: [],
      suggestions: rules,
    },
    rules,
  };
}

function setup() {
  const sent: ExtensionUiRequest[] = [];
  const ui = createRpcExtensionUI({ send: (request) => sent.push(request) });
  return { ui, sent, ask: createRpcPermissionPrompter(ui) };
}

describe("createRpcPermissionPrompter", () => {
  it("asks with a select naming the call, why and the rule; the picked label is the answer", async () => {
    const { ui, sent, ask } = setup();
    const answer = ask(prompt(["bash(rm -rf build)"]), undefined);
    const request = sent[0] as Extract<ExtensionUiRequest, { method: "select" }>;
    expect(request.title).toBe("Allow bash command `rm -rf build`? (no rule allows it). Rule: bash(rm -rf build).");
    expect(request.options).toContain("Always allow in this project");
    ui.answer({ type: "extension_ui_response", id: request.id, value: "Allow for this session" });
    expect(await answer).toEqual({ kind: "session" });
  });

  it("offers only once and deny when no rule can allow the call; a cancellation or an abort denies", async () => {
    const { ui, sent, ask } = setup();
    const cancelled = ask(prompt([]), undefined);
    const request = sent[0] as Extract<ExtensionUiRequest, { method: "select" }>;
    expect(request.options).toEqual(["Allow once", "Deny"]);
    ui.answer({ type: "extension_ui_response", id: request.id, cancelled: true });
    expect(await cancelled).toEqual({ kind: "deny", reason: "the RPC client gave no answer" });

    const controller = new AbortController();
    const aborted = ask(prompt([]), controller.signal);
    controller.abort();
    expect(await aborted).toMatchObject({ kind: "deny" });
    // The withdrawn dialog no longer waits for an answer.
    expect(ui.answer({ type: "extension_ui_response", id: (sent[1] as ExtensionUiRequest).id, value: "Deny" })).toBe(
      false,
    );
  });
});
