import { describe, expect, it } from "vitest";
import { resolveToolSelection, type ToolSelectionInput } from "./resolve-tool-selection.js";
import { BUILTIN_TOOL_NAMES } from "./tool-names.js";

const available = [...BUILTIN_TOOL_NAMES, "tool_search", "mcp__docs__search", "mcp__docs__fetch"];
const user = (defaultTools: string[]) => ({ source: "/home/.keel/settings.json", defaultTools });
const project = (defaultTools: string[]) => ({ source: "/proj/.keel/settings.json", defaultTools });

type Row = [name: string, input: Omit<ToolSelectionInput, "available">, active: string[]];

const rows: Row[] = [
  ["defaults", {}, ["read", "bash", "edit", "write"]],
  ["user plain names replace", { layers: [user(["read", "grep"])] }, ["read", "grep"]],
  ["user +/- changes the defaults", { layers: [user(["-bash", "+grep"])] }, ["read", "edit", "write", "grep"]],
  ["user empty list disables every tool", { layers: [user([])] }, []],
  [
    "settings list mixing: plain names select, then +/- in order",
    { layers: [user(["read", "bash", "+ls", "-bash"])] },
    ["read", "ls"],
  ],
  ["project +/- changes the user's selection", { layers: [user(["read"]), project(["+grep"])] }, ["read", "grep"]],
  ["project plain names replace the user's", { layers: [user(["read", "grep"]), project(["ls"])] }, ["ls"]],
  ["--tools replaces", { layers: [user(["+grep"])], cli: { tools: ["read,ls"] } }, ["read", "ls"]],
  [
    "--tools +/- changes the layered set",
    { layers: [user(["+grep"])], cli: { tools: ["+find,-bash"] } },
    ["read", "edit", "write", "grep", "find"],
  ],
  ["--tools repeated values join", { cli: { tools: ["+grep", "-write"] } }, ["read", "bash", "edit", "grep"]],
  [
    "--tools with a pattern",
    { cli: { tools: ["read,mcp__docs__*"] } },
    ["read", "mcp__docs__search", "mcp__docs__fetch"],
  ],
  ["--tools with a pattern that matches nothing", { cli: { tools: ["read,nothing_*"] } }, ["read"]],
  ["--no-tools", { cli: { noTools: true } }, []],
  ["--no-tools then --tools names", { cli: { noTools: true, tools: ["read"] } }, ["read"]],
  ["--no-tools then --tools +name", { cli: { noTools: true, tools: ["+grep"] } }, ["grep"]],
  ["--exclude-tools by name", { cli: { excludeTools: ["bash"] } }, ["read", "edit", "write"]],
  [
    "--exclude-tools applies after --tools",
    { cli: { tools: ["read,bash,grep"], excludeTools: ["gr*"] } },
    ["read", "bash"],
  ],
  ["--exclude-tools pattern", { cli: { tools: ["read,mcp__docs__*"], excludeTools: ["mcp__*"] } }, ["read"]],
  ["--exclude-tools after --no-tools", { cli: { noTools: true, excludeTools: ["read"] } }, []],
  [
    "resumed session restores its tools over settings",
    { layers: [user(["read"])], resumed: ["grep", "ls"] },
    ["grep", "ls"],
  ],
  ["resumed session then CLI +/-", { resumed: ["grep", "ls"], cli: { tools: ["+read,-ls"] } }, ["read", "grep"]],
  ["resumed session then --tools names", { resumed: ["grep"], cli: { tools: ["bash"] } }, ["bash"]],
  ["resumed session then --exclude-tools", { resumed: ["grep", "ls"], cli: { excludeTools: ["ls"] } }, ["grep"]],
  [
    "unknown name in settings is ignored",
    { layers: [user(["+reed", "+grep"])] },
    ["read", "bash", "edit", "write", "grep"],
  ],
  [
    "settings list made only of unknown names is ignored",
    { layers: [user(["reed"])] },
    ["read", "bash", "edit", "write"],
  ],
  ["resumed session tool that no longer exists stays off", { resumed: ["read", "gone"] }, ["read"]],
  [
    "extension tool enabled by +name",
    { cli: { tools: ["+tool_search"] } },
    ["read", "bash", "edit", "write", "tool_search"],
  ],
];

describe("resolveToolSelection", () => {
  it.each(rows)("%s", (_name, input, active) => {
    const result = resolveToolSelection({ available, ...input });
    expect(result).toMatchObject({ ok: true, active });
  });

  it("warns about unknown names in settings, naming the file and suggesting the closest tool", () => {
    const result = resolveToolSelection({ available, layers: [user(["+reed"])] });
    expect(result.diagnostics).toEqual([
      {
        severity: "warning",
        source: "/home/.keel/settings.json",
        message: 'unknown tool "reed"',
        hint: expect.stringMatching(/Did you mean "read"\? Available tools: read, bash, .*ignored/),
      },
    ]);
  });

  const errors: [string, ToolSelectionInput["cli"], string, string][] = [
    ["mixing names and +/-", { tools: ["read,+grep"] }, "--tools", "mixes tool names (read) with +name/-name entries"],
    ["unknown plain name", { tools: ["read,reed"] }, "--tools", 'unknown tool "reed"'],
    ["unknown +name", { tools: ["+nope"] }, "--tools", 'unknown tool "nope"'],
    ["unknown -name", { tools: ["-nope"] }, "--tools", 'unknown tool "nope"'],
    [
      "pattern in +name",
      { tools: ["+mcp__*"] },
      "--tools",
      '"+mcp__*": +name/-name take exact tool names, not patterns',
    ],
    ["unknown --exclude-tools name", { excludeTools: ["bsh"] }, "--exclude-tools", 'unknown tool "bsh"'],
  ];
  it.each(errors)("refuses %s with an error naming it", (_name, cli, source, message) => {
    const result = resolveToolSelection({ available, ...(cli ? { cli } : {}) });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ severity: "error", source, message }));
  });

  it("lists the available tools when a name is unknown", () => {
    const result = resolveToolSelection({ available, cli: { tools: ["reed"] } });
    expect(result.diagnostics[0]?.hint).toBe(`Did you mean "read"? Available tools: ${available.join(", ")}.`);
  });
});
