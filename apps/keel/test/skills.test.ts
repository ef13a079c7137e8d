import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { spawnRpc } from "./support/rpc-world.js";

let world: KeelWorld;
let close: (() => Promise<unknown>) | undefined;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(async () => {
  await close?.();
  close = undefined;
  world.close();
});

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : (content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("");

function writeSkills(): { pdf: string; release: string } {
  const pdf = world.write(
    join(world.keelHome, "skills", "pdf-tools", "SKILL.md"),
    "---\nname: pdf-tools\ndescription: Read PDFs.\n---\nRun scripts/extract.py on the file.\n",
  );
  const release = world.write(
    join(world.keelHome, "skills", "release", "SKILL.md"),
    "---\nname: release\ndescription: Cut a release.\ndisable-model-invocation: true\n---\nBump, tag, push.\n",
  );
  return { pdf, release };
}

describe("/skill:name through the keel binary", () => {
  it("print mode sends the skill's instructions and the request; a skill the system prompt hides works too", async () => {
    const { release } = writeSkills();
    const server = await world.model([replyText("Released.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "/skill:release v1.2.0"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const body = requestBodies(server)[0];
    const sent = textOf(body?.messages.at(-1)?.content);
    expect(sent).toContain(`Use the skill "release" for this request. Its instructions follow, from ${release}`);
    expect(sent).toContain("<skill>\nBump, tag, push.\n</skill>\n\nRequest: v1.2.0");
    // disable-model-invocation: the system prompt does not list it.
    expect(textOf(body?.messages[0]?.content)).not.toContain("Cut a release.");
  });

  it("bad input: an unknown skill is a usage error naming the loaded skills, before any request or session file", async () => {
    writeSkills();
    const server = await world.model([replyText("unused")]);
    const run = await world.run(["--model", "local/scripted", "-p", "/skill:pdf extract a.pdf"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no skill named "pdf"; skills: pdf-tools, release');
    expect(server.requests).toHaveLength(0);
    expect(world.sessionFiles()).toEqual([]);
  });

  it("RPC lists skills in get_commands and runs /skill:name from prompt; an unknown one is an error response", async () => {
    const { pdf } = writeSkills();
    await world.model([replyText("Extracted.")]);
    const client = spawnRpc(world, ["--model", "local/scripted"]);
    close = () => client.close();
    const { commands } = await client.call({ type: "get_commands" });
    expect(commands).toContainEqual({ name: "skill:pdf-tools", description: "Read PDFs.", source: "skill", path: pdf });
    const unknown = await client.send({ type: "prompt", message: "/skill:nope" });
    expect(unknown.success === false && unknown.error).toContain('no skill named "nope"');
    expect(await client.call({ type: "prompt", message: "/skill:pdf-tools report.pdf" })).toEqual({
      disposition: "started",
    });
  });
});
