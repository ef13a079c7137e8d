import { describe, expect, it } from "vitest";
import { parseSlashCommand, slashCommandPrefix } from "./slash-command.js";

describe("parseSlashCommand", () => {
  it.each([
    ["/review", { name: "review", args: "" }],
    ["  /review  ", { name: "review", args: "" }],
    ["/review src/a.ts fast", { name: "review", args: "src/a.ts fast" }],
    ["/review\n  line two\n", { name: "review", args: "line two" }],
    ["/skill:pdf-tools extract report.pdf", { name: "skill:pdf-tools", args: "extract report.pdf" }],
    ["/skill:", { name: "skill:", args: "" }],
    ["/plan:2 now", { name: "plan:2", args: "now" }],
    ["/my_cmd.v2", { name: "my_cmd.v2", args: "" }],
    ["/résumé x", { name: "résumé", args: "x" }],
    ["/a /b", { name: "a", args: "/b" }],
  ])("%j is the command %j", (text, expected) => {
    expect(parseSlashCommand(text)).toEqual(expected);
  });

  it.each([
    ["plain text"],
    ["/"],
    ["/ review"],
    ["/a/b"],
    ["/etc/hosts is missing"],
    ["//comment"],
    ["/-flag"],
    ["/.hidden"],
    ["/what?"],
    ["/* a C comment */"],
    ["x /review"],
  ])("%j is not a command", (text) => {
    expect(parseSlashCommand(text)).toBeUndefined();
  });
});

describe("slashCommandPrefix", () => {
  it.each([
    ["/", ""],
    ["/re", "re"],
    ["/skill:pd", "skill:pd"],
    ["/a/", undefined],
    ["/review ", undefined],
    ["review", undefined],
  ])("%j → %j", (text, expected) => {
    expect(slashCommandPrefix(text)).toBe(expected);
  });
});
