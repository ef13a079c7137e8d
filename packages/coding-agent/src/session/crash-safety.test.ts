import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runAgentLoopContinue } from "@keel/agent-core";
import type { Message } from "@keel/ai";
import { createFaux, fauxResponse, fauxText } from "@keel/ai/testing";
import { afterEach, describe, expect, it } from "vitest";
import { INTERRUPTED_TOOL_RESULT_TEXT } from "./repair-tool-results.js";
import { SessionFile } from "./session-file.js";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, "..", "..");
let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** Runs the child until it reports the tool batch is running, then SIGKILLs it. Resolves to the session path. */
function runAndKill(sessionDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(here, "test-support", "crash-child.ts"), sessionDir],
      {
        cwd: packageDir,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    let path: string | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (.+)\n/.exec(out);
      if (match && path === undefined) {
        path = match[1];
        child.kill("SIGKILL");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code, signal) => {
      if (path !== undefined && signal === "SIGKILL") resolve(path);
      else reject(new Error(`child ended with ${code ?? signal} before the batch ran:\n${err}`));
    });
  });
}

/** Every tool call is answered before the next user or assistant message (what providers require). */
function unansweredCalls(messages: readonly Message[]): string[] {
  const open = new Set<string>();
  const problems: string[] = [];
  for (const message of messages) {
    if (message.role === "toolResult") {
      if (!open.delete(message.toolCallId)) problems.push(`orphan result ${message.toolCallId}`);
      continue;
    }
    problems.push(...[...open].map((id) => `no result for ${id}`));
    open.clear();
    if (message.role === "assistant") {
      for (const block of message.content) if (block.type === "toolCall") open.add(block.id);
    }
  }
  return [...problems, ...[...open].map((id) => `no result for ${id}`)];
}

describe("crash safety", () => {
  it("a process killed with SIGKILL mid tool batch resumes with a history the provider accepts", async () => {
    dir = mkdtempSync(join(tmpdir(), "keel-crash-"));
    const path = await runAndKill(dir);

    const opened = SessionFile.open(path);
    if (!opened.ok) throw new Error(JSON.stringify(opened.diagnostics));
    expect(opened.diagnostics.map((d) => d.message).join("\n")).toContain("were still running when the session ended");
    const context = opened.session.buildContext();

    const faux = createFaux({ responses: [fauxResponse(fauxText("resumed"))] });
    const added = await runAgentLoopContinue(
      { systemPrompt: "test", messages: context.messages, tools: [] },
      { model: faux.model },
      () => {},
      undefined,
      faux.streamFn,
    );

    const sent = faux.requests[0]?.context.messages ?? [];
    expect(unansweredCalls(sent)).toEqual([]);
    const results = sent.filter((m) => m.role === "toolResult");
    expect(results.map((r) => [r.toolCallId, r.isError])).toEqual([
      ["call_quick", false],
      ["call_slow", true],
      ["call_never_started", true],
    ]);
    expect(JSON.stringify(results[1]?.content)).toContain(INTERRUPTED_TOOL_RESULT_TEXT.slice(0, 40));
    expect(added.at(-1)).toMatchObject({ role: "assistant", stopReason: "stop" });
  });
});
