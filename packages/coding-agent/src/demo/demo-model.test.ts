import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent } from "@keel/agent-core";
import type { AssistantMessage } from "@keel/ai";
import { createLsTool, createReadTool } from "@keel/tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDemoModel } from "./demo-model.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-demo-"));
  writeFileSync(join(dir, "README.md"), "# Sample\n\nText.\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const textOf = (message: AssistantMessage | undefined): string =>
  (message?.content ?? []).map((block) => (block.type === "text" ? block.text : "")).join("");

describe("the scripted demo model", () => {
  it("answers any number of prompts, each with the real tools, naming the $KEEL_HOME it was given", async () => {
    let saved: string | undefined;
    const demo = createDemoModel({ keelHome: "/somewhere/keel-home", sessionFile: () => saved });
    const agent = new Agent({
      initialState: { model: demo.model, tools: [createLsTool(dir), createReadTool(dir)] },
      streamFn: demo.streamFn,
    });
    const answers: string[] = [];
    for (const question of ["what is this?", "and now?", "one more", "and again"]) {
      if (question === "one more") saved = "/somewhere/keel-home/sessions/s.jsonl";
      await agent.prompt(question);
      const last = agent.state.messages.at(-1);
      expect(last?.role).toBe("assistant");
      answers.push(textOf(last as AssistantMessage));
    }
    for (const answer of answers) {
      expect(answer).toContain('The README\'s first heading is "Sample".');
      expect(answer).toContain("/somewhere/keel-home/models.json");
      expect(answer).toContain("/somewhere/keel-home/auth.json");
      expect(answer).not.toContain("~/.keel");
      expect(answer).not.toMatch(/exhausted/);
    }
    expect(answers[0]).toContain("This conversation is not saved.");
    expect(answers[2]).toContain("This conversation is saved in /somewhere/keel-home/sessions/s.jsonl.");
    expect(demo.notice).toContain("/somewhere/keel-home/models.json");
  });
});
