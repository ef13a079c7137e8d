import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { contentText, type RequestBody } from "./support/wire.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
worldPerTest((fresh) => {
  world = fresh;
});

const GREETER = `
import { Type } from "typebox";
import type { ExtensionAPI } from "@keel/coding-agent";

export default function greeter(pi: ExtensionAPI) {
  pi.registerTool({
    name: "greet",
    label: "Greet",
    description: "Greets someone by name.",
    parameters: Type.Object({ name: Type.String() }),
    async execute(_id, params) {
      return { content: [{ type: "text", text: "Hello, " + params.name + "!" }] };
    },
  });
  pi.on("tool_call", (event) => {
    if (event.toolName === "bash") return { block: true, reason: "The greeter allows no shell." };
    return undefined;
  });
  pi.on("before_agent_start", (event) => ({ systemPrompt: event.systemPrompt + "\\nAlways be cheerful." }));
  pi.on("session_start", () => pi.appendEntry("greeter", { started: true }));
}
`;

describe("extensions through the keel binary", () => {
  it("a TypeScript extension in $KEEL_HOME/extensions registers a tool, gates calls and changes the prompt", async () => {
    world.write(join(world.keelHome, "extensions", "greeter.ts"), GREETER);
    const server = await world.model([
      replyToolCalls([
        { name: "greet", arguments: { name: "Ada" } },
        { name: "bash", arguments: { command: "echo hi" } },
      ]),
      replyText("Done."),
    ]);
    // --allow greet: an extension tool asks by default, and -p cannot ask (docs/permissions.md).
    const run = await world.run([
      "--model",
      "local/scripted",
      "--tools",
      "+greet",
      "--allow",
      "greet",
      "-p",
      "greet Ada",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const first = server.requests[0]?.body as RequestBody;
    expect(first.tools?.map((t) => t.function.name)).toContain("greet");
    expect(contentText(first.messages[0]?.content)).toContain("Always be cheerful.");
    const second = server.requests[1]?.body as RequestBody;
    const results = second.messages.filter((m) => m.role === "tool").map((m) => contentText(m.content));
    expect(results[0]).toBe("Hello, Ada!");
    expect(results[1]).toContain("The greeter allows no shell.");
    const [file] = world.sessionFiles();
    expect(readFileSync(file ?? "", "utf8")).toContain('"customType":"greeter"');
  });

  it("bad input: a broken extension is reported with its path and the run goes on without it", async () => {
    const broken = world.write(
      join(world.keelHome, "extensions", "broken.ts"),
      "export default function (pi) { pi.on(\n",
    );
    world.write(
      join(world.project, "thrower.ts"),
      "export default function () { throw new Error('factory failed'); }\n",
    );
    await world.model([replyText("Still here.")]);
    const run = await world.run(["--model", "local/scripted", "-e", "thrower.ts", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Still here.\n");
    expect(run.stderr).toContain(broken);
    expect(run.stderr).toContain(join(world.project, "thrower.ts"));
    expect(run.stderr).toMatch(/factory failed/);
  });

  it("--no-extensions skips discovered extensions, -e still loads", async () => {
    world.write(join(world.keelHome, "extensions", "greeter.ts"), GREETER);
    world.write(join(world.project, "only.ts"), GREETER.replaceAll('"greet"', '"wave"'));
    const server = await world.model([replyText("ok")]);
    await world.run(["--model", "local/scripted", "--no-extensions", "-e", "only.ts", "--tools", "+wave", "-p", "hi"]);
    const body = server.requests[0]?.body as RequestBody | undefined;
    const names = (body?.tools ?? []).map((t) => t.function.name);
    expect(names).toContain("wave");
    expect(names).not.toContain("greet");
  });

  it("an extension command runs from the prompt without a model call", async () => {
    world.write(
      join(world.keelHome, "extensions", "hello-command.ts"),
      `export default function (pi) {
        pi.registerCommand("hello", { description: "Says hello", handler: async (args, ctx) => ctx.ui.notify("hello " + args) });
      }`,
    );
    const server = await world.model([]);
    const run = await world.run(["--model", "local/scripted", "-p", "/hello world"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("hello world\n");
    expect(server.requests).toHaveLength(0);
  });

  it("a provider an extension registers can be chosen with --model", async () => {
    const server = await world.model([replyText("From the extension's provider.")]);
    world.write(
      join(world.keelHome, "extensions", "provider.ts"),
      `export default function (pi) {
        pi.registerProvider("viaext", { baseUrl: ${JSON.stringify(server.baseUrl)}, api: "openai-completions", models: [{ id: "m1" }] });
      }`,
    );
    const run = await world.run(["--model", "viaext/m1", "-p", "hi"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("From the extension's provider.\n");
    expect(run.code).toBe(0);
  });
  it("flags an extension registers are read from the command line; their words are not the prompt", async () => {
    world.write(
      join(world.keelHome, "extensions", "planner.ts"),
      `import type { ExtensionAPI } from "@keel/coding-agent";
export default function planner(pi: ExtensionAPI) {
  pi.registerFlag("plan", { type: "boolean", default: false, description: "Plan first" });
  pi.registerFlag("persona", { type: "string", default: "plain" });
  pi.on("before_agent_start", (event) => ({
    systemPrompt: event.systemPrompt + "\\nplan=" + String(pi.getFlag("plan")) + " persona=" + String(pi.getFlag("persona")),
  }));
}
`,
    );
    const server = await world.model([replyText("Aye."), replyText("Fine.")]);
    const run = await world.run(["--model", "local/scripted", "--plan", "--persona", "pirate", "-p", "hi"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const first = server.requests[0]?.body as RequestBody;
    expect(contentText(first.messages[0]?.content)).toContain("plan=true persona=pirate");
    expect(contentText(first.messages.at(-1)?.content)).toBe("hi");

    const defaults = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(defaults.code).toBe(0);
    const second = server.requests[1]?.body as RequestBody;
    expect(contentText(second.messages[0]?.content)).toContain("plan=false persona=plain");
  });

  it("bad input: a mistyped extension flag exits 2 with the extension's flag suggested, and writes no session", async () => {
    world.write(
      join(world.keelHome, "extensions", "planner.ts"),
      'export default function (pi) { pi.registerFlag("plan", { type: "boolean" }); }\n',
    );
    const server = await world.model([replyText("unused")]);
    const run = await world.run(["--model", "local/scripted", "--plna", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown option --plna");
    expect(run.stderr).toContain("did you mean --plan?");
    expect(server.requests).toHaveLength(0);
    expect(world.sessionFiles()).toEqual([]);
  });
  it("an extension's @keel/* imports are the modules keel runs: a provider it registers directly is chosen", async () => {
    const server = await world.model([replyText("From the shared registry.")]);
    const local = (server.modelsJson() as { providers: Record<string, unknown> }).providers.local;
    world.write(
      join(world.keelHome, "extensions", "direct-provider.ts"),
      `import { registerModels } from "@keel/ai";
export default function () {
  registerModels({ providers: { direct: ${JSON.stringify(local)} } });
}
`,
    );
    const run = await world.run(["--model", "direct/scripted", "-p", "hi"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("From the shared registry.\n");
    expect(server.requests).toHaveLength(1);
  });

  it("every @keel/* entry an extension imports offers all of the package's exports", async () => {
    const specifiers = Object.keys(
      JSON.parse(readFileSync(new URL("../dist/bundle/keel-aliases.json", import.meta.url), "utf8")) as object,
    );
    const out = join(world.root, "exports.json");
    world.write(
      join(world.keelHome, "extensions", "all-entries.ts"),
      `import { writeFileSync } from "node:fs";
${specifiers.map((specifier, i) => `import * as e${i} from ${JSON.stringify(specifier)};`).join("\n")}
export default function () {
  writeFileSync(${JSON.stringify(out)}, JSON.stringify([${specifiers.map((_, i) => `Object.keys(e${i}).sort()`).join(", ")}]));
}
`,
    );
    await world.model([replyText("ok")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const seen = JSON.parse(readFileSync(out, "utf8")) as string[][];
    for (const [i, specifier] of specifiers.entries()) {
      const installed = Object.keys(await import(specifier)).sort();
      expect(seen[i], specifier).toEqual(installed);
    }
  });
});
