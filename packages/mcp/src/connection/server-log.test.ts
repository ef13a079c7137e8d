import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFileServerLog } from "./server-log.js";

describe("createFileServerLog", () => {
  it("writes <time> [<server>] <level> <logger>: <message> lines, mode 0600", () => {
    const path = join(mkdtempSync(join(tmpdir(), "keel-log-")), "mcp.log");
    createFileServerLog(path).write("gh", "warning", "rate limited\n", "api");
    expect(readFileSync(path, "utf8")).toMatch(/^\d{4}-\d\d-\d\dT\S+ \[gh\] warning api: rate limited\n$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("moves the file to .1 once it is past the size limit and goes on in a new file", () => {
    const path = join(mkdtempSync(join(tmpdir(), "keel-log-")), "mcp.log");
    const log = createFileServerLog(path, 100);
    for (let i = 0; i < 5; i++) log.write("s", "info", `message number ${i} ${"x".repeat(20)}`);
    // Each line is ~70 bytes: the file moves before every third line; one older file is kept.
    expect(readFileSync(`${path}.1`, "utf8")).toContain("message number 3");
    expect(readFileSync(`${path}.1`, "utf8")).not.toContain("message number 1");
    expect(readFileSync(path, "utf8").trim().split("\n")).toEqual([expect.stringContaining("message number 4")]);
  });
});
