import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { KeelWorld } from "./keel-world.js";

/** One line of a session file. */
export type SessionLine = { type: string; [key: string]: unknown };

/** The lines of a session file, parsed. */
export function sessionLines(path: string): SessionLine[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SessionLine);
}

/** A message of a request body the scripted model received (OpenAI's shape). */
export type RequestMessage = { role: string; content: unknown; tool_call_id?: string };

/** The text of a request message's content (a string, or its parts' texts). */
export function contentText(content: unknown): string {
  return typeof content === "string"
    ? content
    : (content as { text?: string }[]).map((part) => part.text ?? "").join("");
}

/** Writes `$KEEL_HOME/agents/<name>.md` (description: "the <name> agent" unless `fields` says otherwise). */
export function writeAgent(world: KeelWorld, name: string, body: string, fields: Record<string, string> = {}): void {
  const front = Object.entries({ description: `the ${name} agent`, ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  world.write(join(world.keelHome, "agents", `${name}.md`), `---\n${front}\n---\n${body}\n`);
}

/** A scripted `task` call of an agent (its description: "<agent> job"). */
export function taskCall(id: string, agentName: string, prompt: string) {
  return { id, name: "task", arguments: { agent: agentName, description: `${agentName} job`, prompt } };
}

/** The parent's flags: the scripted model and the `task` tool (starting a subagent needs no approval). */
export const PARENT_ARGS = ["--model", "local/scripted", "--tools", "+task"];

/** The world's session files: the parent's (its header has no parent) and its children's. */
export function sessionFilesByRole(world: KeelWorld): { parent: string; children: string[] } {
  const files = world.sessionFiles();
  const headers = files.map((file) => sessionLines(file)[0] as SessionLine);
  const parent = files.find((_, i) => headers[i]?.parentSessionId === undefined);
  return { parent: parent ?? "", children: files.filter((file) => file !== parent) };
}

/** The `details` of a `task` result. */
export type TaskDetails = {
  subagent?: { agent: string; sessionId: string; sessionFile?: string; usage: object; worktree?: { branch: string } };
};

/** The tool results the parent's session file recorded. */
export function parentToolResults(world: KeelWorld): {
  toolCallId: string;
  isError: boolean;
  content: { text: string }[];
  details?: TaskDetails;
}[] {
  return sessionLines(sessionFilesByRole(world).parent)
    .filter((line) => line.type === "message" && (line.message as { role: string }).role === "toolResult")
    .map((line) => line.message as never);
}
