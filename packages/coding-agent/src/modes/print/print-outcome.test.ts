import type { AssistantMessage, StopReason } from "@keel/ai";
import { createAssistantMessage } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { printOutcome } from "./print-outcome.js";

function final(stopReason: StopReason, text: string, extra: Partial<AssistantMessage> = {}): AssistantMessage {
  return createAssistantMessage(text === "" ? [] : [{ type: "text", text }], { stopReason, ...extra });
}

describe("printOutcome: print mode's exit rules", () => {
  it("a complete answer goes to stdout with a newline, exit 0", () => {
    expect(printOutcome(final("stop", "Done."))).toEqual({ stdout: "Done.\n", stderr: [], exitCode: 0 });
  });

  it("an empty answer never exits 0", () => {
    const outcome = printOutcome(final("stop", ""));
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr[0]).toMatch(/without any text/);
  });

  it("an answer cut off at the token limit prints its partial text, warns, and exits 1", () => {
    const outcome = printOutcome(final("length", "The first half"));
    expect(outcome.stdout).toBe("The first half\n");
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr[0]).toMatch(/cut off at the output-token limit .* partial/);
  });

  it("a provider error goes to stderr with exit 1", () => {
    const outcome = printOutcome(final("error", "", { errorMessage: "401: invalid x-api-key" }));
    expect(outcome).toEqual({ stdout: "", stderr: ["keel: 401: invalid x-api-key"], exitCode: 1 });
  });

  it("an aborted run exits 1", () => {
    expect(printOutcome(final("aborted", "par")).exitCode).toBe(1);
  });

  it("a run a tool ended (toolUse) prints what text there is and exits 0", () => {
    expect(printOutcome(final("toolUse", "Handing over."))).toMatchObject({ exitCode: 0, stdout: "Handing over.\n" });
  });

  it("no answer at all is a failure", () => {
    expect(printOutcome(undefined).exitCode).toBe(1);
  });

  it("another distribution's messages start with its own name", () => {
    expect(printOutcome(final("error", "", { errorMessage: "401" }), "keel-review").stderr).toEqual([
      "keel-review: 401",
    ]);
    expect(printOutcome(undefined, "keel-review").stderr[0]).toMatch(/^keel-review: the run ended/);
  });
});
