import { describe, expect, it } from "vitest";
import { formatJobLineError, isLocalPath, parseJobsFile } from "./parse-jobs.js";

const line = (value: unknown) => JSON.stringify(value);

describe("parseJobsFile", () => {
  it("reads one job per line, skips blank lines, keeps ids and makes the missing ones", () => {
    let n = 0;
    const parsed = parseJobsFile(
      [
        line({ id: "a", cwd: "/w", prompt: "one" }),
        "",
        "   ",
        line({ repo: "https://example.invalid/r.git", prompt: "two" }),
      ].join("\n"),
      { newId: () => `gen-${n++}` },
    );
    expect(parsed).toEqual({
      ok: true,
      jobs: [
        { id: "a", cwd: "/w", prompt: "one" },
        { id: "gen-0", repo: "https://example.invalid/r.git", prompt: "two" },
      ],
      lines: [1, 4],
    });
  });

  it("reports every bad line as line N: path: problem, and returns no jobs", () => {
    const parsed = parseJobsFile(
      [
        line({ id: "ok", cwd: "/w", prompt: "fine" }),
        "{oops",
        line({ cwd: "/w" }),
        line({ id: "007", cwd: "/w", prompt: "x" }),
        line({ id: "ok", cwd: "/w", prompt: "again" }),
        line({ cwd: "/w", repo: "/r", prompt: "both" }),
        line({ prompt: "nowhere" }),
        line({ cwd: "/w", prompt: "p", maxTurns: "3", colour: "red" }),
        line({ cwd: "/w", prompt: "p", settings: { retry: { maxRetries: -1 } } }),
        line([1, 2]),
        line({ id: "a/b", cwd: "/w", prompt: "p", ref: "main" }),
      ].join("\n"),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map(formatJobLineError)).toEqual([
      expect.stringMatching(/^line 2: \/: not valid JSON/),
      "line 3: /prompt: is required",
      "line 4: /id: must not be only digits (the queue keeps those for ids of its own); add a letter",
      'line 5: /id: "ok" is already the id of line 1',
      "line 6: /repo: cannot go with cwd (give one of cwd or repo)",
      "line 7: /cwd: is required unless the job has a repo (give one of cwd or repo)",
      "line 8: /colour: is not a known field",
      "line 8: /maxTurns: must be integer",
      expect.stringMatching(/^line 9: \/settings\/retry\/maxRetries: must be/),
      "line 10: /: must be a JSON object (one job per line)",
      "line 11: /ref: needs a repo",
      "line 11: /id: may hold only letters, digits, '.', '_' and '-', and must not start with '.'",
    ]);
  });

  it("makes relative cwd and local repo paths absolute against the submitter's folder", () => {
    const parsed = parseJobsFile(
      [
        line({ id: "c", cwd: "sub", prompt: "p" }),
        line({ id: "r", repo: "../up", prompt: "p" }),
        line({ id: "u", repo: "git@example.invalid:o/r.git", prompt: "p" }),
      ].join("\n"),
      { baseDir: "/home/me/work" },
    );
    expect(parsed.ok && parsed.jobs.map((job) => job.cwd ?? job.repo)).toEqual([
      "/home/me/work/sub",
      "/home/me/up",
      "git@example.invalid:o/r.git",
    ]);
    expect(isLocalPath("https://example.invalid/r.git")).toBe(false);
    expect(isLocalPath("repos/r")).toBe(true);
  });
});
