import { describe, expect, it } from "vitest";
import { closestMatch, editDistance } from "../suggest.js";
import { formatHelp } from "./format-help.js";
import { keelFlags } from "./keel-flags.js";
import { parseArgs } from "./parse-args.js";

const parse = (...argv: string[]) => parseArgs(argv, keelFlags, "keel --help");

describe("parseArgs over keel's flags", () => {
  it("reads long and short flags, values in both forms, repeatable lists, and positionals in order", () => {
    const result = parse(
      "-p",
      "--model=anthropic/x",
      "-e",
      "a.ts",
      "--extension",
      "b.ts",
      "@notes.md",
      "fix it",
      "-na",
    );
    expect(result).toEqual({
      ok: true,
      args: {
        flags: { print: true, model: "anthropic/x", extension: ["a.ts", "b.ts"], "no-approve": true },
        positionals: ["@notes.md", "fix it"],
        unknown: [],
      },
    });
  });

  it("treats the reference runtime's two-letter short flags as whole tokens, never bundles", () => {
    const result = parse("-nt", "-xt", "bash", "-nc", "-ns", "-np", "-ne", "-a");
    expect(result.ok && result.args.flags).toEqual({
      "no-tools": true,
      "exclude-tools": "bash",
      "no-context-files": true,
      "no-skills": true,
      "no-prompt-templates": true,
      "no-extensions": true,
      approve: true,
    });
  });

  it("ends options at --, so a prompt may start with a dash", () => {
    const result = parse("-p", "--", "--not-a-flag", "-x");
    expect(result.ok && result.args.positionals).toEqual(["--not-a-flag", "-x"]);
  });

  it("takes an optional value only when the next word is not a flag or a file", () => {
    expect(parse("--list-models").ok && parse("--list-models")).toMatchObject({
      args: { flags: { "list-models": true } },
    });
    expect(parse("--list-models", "sonnet")).toMatchObject({ args: { flags: { "list-models": "sonnet" } } });
    expect(parse("--list-models", "--verbose")).toMatchObject({
      args: { flags: { "list-models": true, verbose: true } },
    });
  });

  it("bad input: an unknown flag is an error naming it, with the closest match suggested", () => {
    expect(parse("--modle", "x")).toEqual({
      ok: false,
      error: {
        message: "unknown option --modle",
        hint: 'did you mean --model? (keel --help lists every option; put -- before a prompt that starts with "-")',
      },
    });
    const short = parse("-q");
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.message).toBe("unknown option -q");
  });

  it("bad input: a flag without its value says which value it needs", () => {
    expect(parse("--model")).toEqual({
      ok: false,
      error: {
        message: "option --model needs a value (provider/id[:thinking])",
        hint: "write --model <provider/id[:thinking]>",
      },
    });
    expect(parse("--session-dir", "--verbose").ok).toBe(false);
  });

  it("bad input: a boolean flag given a value is refused", () => {
    const result = parse("--verbose=yes");
    expect(result).toEqual({ ok: false, error: { message: 'option --verbose takes no value (got "yes")' } });
  });

  it("accepts values that start with a dash unless they are known flags", () => {
    expect(parse("--tools", "-write")).toMatchObject({ args: { flags: { tools: "-write" } } });
    expect(parse("--model", "--verbose").ok).toBe(false);
  });

  it("accepts '-' and negative numbers as values", () => {
    expect(parse("--name", "-").ok).toBe(true);
    expect(parse("--name", "-1")).toMatchObject({ args: { flags: { name: "-1" } } });
  });

  it("has no flag name or short alias twice", () => {
    const names = keelFlags.flatMap((spec) => [spec.name, ...(spec.short ?? []).map((s) => `-${s}`)]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("closestMatch", () => {
  it("suggests near typos and prefixes, and nothing for unrelated words", () => {
    const flags = ["--model", "--mode", "--provider", "--no-tools", "--tools"];
    expect(closestMatch("--provdier", flags)).toBe("--provider");
    expect(closestMatch("--no-tool", flags)).toBe("--no-tools");
    expect(closestMatch("--zzzzzzzz", flags)).toBeUndefined();
    expect(editDistance("ab", "ba")).toBe(1);
  });
});

describe("formatHelp", () => {
  it("lists every flag with its short forms and value, grouped", () => {
    const help = formatHelp(keelFlags, { usage: ["keel [options] [--] [@files...] [messages...]"] });
    expect(help).toMatch(/^Usage:\n {2}keel \[options]/);
    expect(help).toContain("-na, --no-approve");
    expect(help).toMatch(/--list-models \[search]/);
    expect(help).toMatch(/--model <provider\/id\[:thinking]>/);
    for (const spec of keelFlags) expect(help).toContain(`--${spec.name}`);
  });
});
