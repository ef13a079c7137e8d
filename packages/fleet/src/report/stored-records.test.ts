import { describe, expect, it } from "vitest";
import { checkQueuedJob } from "../job/parse-jobs.js";
import { parseStored, StoredResultSchema, type StoredSpec, StoredSpecSchema } from "./stored-records.js";

const result = {
  state: "completed",
  ok: true,
  exitCode: 0,
  finalText: "done",
  usage: { input: 1, output: 2, cost: 0 },
  sessionFile: null,
  attempts: 1,
  turns: 1,
  toolCalls: 0,
  finishedAt: "2026-01-01T00:00:00.000Z",
};

describe("records read back from Redis", () => {
  it("accepts what Keel writes", () => {
    expect(parseStored(StoredResultSchema, JSON.stringify(result))).toEqual({ ok: true, value: result });
    const spec: StoredSpec = { spec: { id: "a", cwd: "/w", prompt: "p" }, submittedAt: "t", index: 0 };
    expect(parseStored(StoredSpecSchema, JSON.stringify(spec))).toEqual({ ok: true, value: spec });
  });

  it("names the field that is wrong, or says the text is not JSON", () => {
    const bad = parseStored(StoredResultSchema, JSON.stringify({ ...result, state: "exploded" }));
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.problem).toMatch(/^\/state: /);
    expect(parseStored(StoredResultSchema, "{not json")).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^not JSON/),
    });
    const spec = parseStored(StoredSpecSchema, JSON.stringify({ spec: { id: "a" }, submittedAt: "t", index: 0 }));
    expect(spec.ok).toBe(false);
  });

  it("checks a queued job with a jobs file's rules and an id", () => {
    expect(checkQueuedJob({ id: "a", cwd: "/w", prompt: "p" })).toEqual({
      ok: true,
      job: { id: "a", cwd: "/w", prompt: "p" },
    });
    expect(checkQueuedJob({ cwd: "/w", prompt: "p" })).toEqual({ ok: false, problem: "/id: is required" });
    expect(checkQueuedJob({ id: "a", prompt: "p" })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^\/cwd: /),
    });
    expect(checkQueuedJob("garbage")).toMatchObject({ ok: false, problem: expect.stringMatching(/JSON object/) });
  });
});
