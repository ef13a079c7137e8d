/**
 * Every built-in adapter follows one template (see `shared/README.md`): the
 * same file names, a stream mapper with `handle` and `finish`, and a
 * `stream.ts` that is one `runClientAdapter` call ending in `mapper.finish()`.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ADAPTERS = ["openai-completions", "openai-responses", "anthropic", "google"] as const;
const FILES = ["stream.ts", "request.ts", "stream-mapper.ts", "fixtures.test.ts", "request.test.ts"];

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), "utf8");

describe.each(ADAPTERS)("the %s adapter", (folder) => {
  it("has the template's files", () => {
    for (const file of FILES)
      expect([file, existsSync(new URL(`./${folder}/${file}`, import.meta.url))]).toEqual([file, true]);
    const client = folder.startsWith("openai-") ? "./shared/openai-client.ts" : `./${folder}/client.ts`;
    expect(existsSync(new URL(client, import.meta.url))).toBe(true);
  });

  it("streams through runClientAdapter and ends with mapper.finish()", () => {
    const stream = read(`./${folder}/stream.ts`);
    expect(stream).toMatch(/runClientAdapter\(model, context, options, create\w+Client, async \(run, client\) =>/);
    expect(stream).toMatch(/mapper\.handle\(/);
    expect(stream).toMatch(/\n {4}mapper\.finish\(\);\n {2}\}\);\n$/);
    const mapper = read(`./${folder}/stream-mapper.ts`);
    expect(mapper).toMatch(/export class \w+StreamMapper \{/);
    expect(mapper).toMatch(/\n {2}handle\(\w+: [\w.]+\): void \{/);
    expect(mapper).toMatch(/\n {2}finish\(\): void \{/);
  });
});
