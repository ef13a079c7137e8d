/** One JSON line keel wrote (a session header, an event, a response). */
export type JsonRecord = { type: string; [key: string]: unknown };

/** The JSON lines of a `--mode json` or `--mode rpc` stdout, parsed (blank lines skipped). */
export function jsonRecords(stdout: string): JsonRecord[] {
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JsonRecord);
}

/** A command as one line of RPC stdin. */
export function jsonLine(command: object): string {
  return `${JSON.stringify(command)}\n`;
}

/** A chat-completions request body, as the scripted model server received it. */
export type RequestBody = {
  messages: { role: string; content: unknown }[];
  tools?: { function: { name: string } }[];
};

/** The text of a message's content: the string itself, or its parts' texts joined. */
export function contentText(content: unknown): string {
  return typeof content === "string" ? content : (content as { text?: string }[]).map((p) => p.text ?? "").join("");
}
