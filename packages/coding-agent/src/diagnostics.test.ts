import { describe, expect, it } from "vitest";
import { formatDiagnostic, hasErrors } from "./diagnostics.js";

describe("formatDiagnostic", () => {
  it("prints file:line:col, severity, key path, message and the hint on its own line", () => {
    expect(
      formatDiagnostic({
        severity: "error",
        source: "/k/settings.json",
        line: 3,
        column: 5,
        path: "/retry/maxRetries",
        message: "must be integer",
        hint: "This settings file was skipped.",
      }),
    ).toBe("/k/settings.json:3:5: error: /retry/maxRetries: must be integer\n  This settings file was skipped.");
    expect(formatDiagnostic({ severity: "warning", source: "--tools", message: 'unknown tool "reed"' })).toBe(
      '--tools: warning: unknown tool "reed"',
    );
  });

  it("hasErrors ignores warnings", () => {
    expect(hasErrors([{ severity: "warning", source: "x", message: "m" }])).toBe(false);
    expect(hasErrors([{ severity: "error", source: "x", message: "m" }])).toBe(true);
  });
});
