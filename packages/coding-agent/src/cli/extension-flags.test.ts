import { describe, expect, it } from "vitest";
import type { RegisteredFlag } from "../extensions/extension-registrations.js";
import { readExtensionFlags } from "./extension-flags.js";
import { keelFlags } from "./keel-flags.js";
import { parseArgs } from "./parse-args.js";

const flag = (name: string, type: "boolean" | "string", extensionPath = "/ext/plan.ts"): RegisteredFlag => ({
  name,
  flag: { type, description: `the ${name} flag` },
  extensionPath,
});

describe("flags registered by extensions", () => {
  it("the first reading leaves unknown long flags for the extensions and keeps their words as positionals", () => {
    const first = parseArgs(["--plan", "--plan-file", "notes.md", "-p", "go"], keelFlags, { deferUnknown: true });
    expect(first).toEqual({
      ok: true,
      args: { flags: { print: true }, positionals: ["notes.md", "go"], unknown: ["--plan", "--plan-file"] },
    });
  });

  it("bad input: an unknown short flag is still an error at once (extensions register long names only)", () => {
    const first = parseArgs(["-z", "hi"], keelFlags, { helpHint: "keel --help", deferUnknown: true });
    expect(first.ok).toBe(false);
    expect(!first.ok && first.error.message).toBe("unknown option -z");
  });

  it("the second reading gives boolean and string values and the positionals that remain", () => {
    const argv = ["--plan", "--plan-file", "notes.md", "--depth=3", "-p", "go"];
    const read = readExtensionFlags(argv, keelFlags, [
      flag("plan", "boolean"),
      flag("plan-file", "string"),
      flag("depth", "string"),
    ]);
    expect(read).toEqual({
      ok: true,
      values: { plan: true, "plan-file": "notes.md", depth: "3" },
      positionals: ["go"],
      shadowed: [],
    });
  });

  it("bad input: a flag no one registered is a usage error suggesting the closest flag, an extension's too", () => {
    const read = readExtensionFlags(["--plna", "-p", "go"], keelFlags, [flag("plan", "boolean")], "keel --help");
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toEqual({
      message: "unknown option --plna",
      hint: expect.stringContaining("did you mean --plan?"),
    });
  });

  it("bad input: a string flag with no value says so; a boolean flag given a value says so", () => {
    const missing = readExtensionFlags(["-p", "go", "--plan-file"], keelFlags, [flag("plan-file", "string")]);
    expect(!missing.ok && missing.error.message).toBe("option --plan-file needs a value");
    const valued = readExtensionFlags(["--plan=yes", "go"], keelFlags, [flag("plan", "boolean")]);
    expect(!valued.ok && valued.error.message).toBe('option --plan takes no value (got "yes")');
  });

  it("an extension flag named like a built-in never replaces it and is reported as shadowed", () => {
    const model = flag("model", "boolean");
    const read = readExtensionFlags(["--model", "local/x", "hi"], keelFlags, [model]);
    expect(read).toEqual({ ok: true, values: {}, positionals: ["hi"], shadowed: [model] });
  });
});
