import type { RpcClient } from "@keel/coding-agent/rpc-client";

/**
 * Answers every permission prompt of an RPC client (a select offering
 * "Allow once") with `answer`, and returns the prompts' titles in the order
 * they came (the array fills as prompts arrive).
 */
export function answerApprovals(client: RpcClient, answer: string): string[] {
  const asked: string[] = [];
  client.onEvent((event) => {
    if (event.type === "extension_ui_request" && event.method === "select" && event.options.includes("Allow once")) {
      asked.push(event.title);
      client.answerUi(event, { value: answer });
    }
  });
  return asked;
}
