import { randomBytes } from "node:crypto";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The scripted model, described as taking images or not. */
async function model(input: ("text" | "image")[]): Promise<void> {
  const server = await world.model([replyText("Looked at it.")]);
  const json = server.modelsJson() as { providers: Record<string, { models: Record<string, unknown>[] }> };
  for (const provider of Object.values(json.providers)) for (const m of provider.models) m.input = input;
  world.write(join(world.keelHome, "models.json"), JSON.stringify(json));
}

describe("keel @file: the read tool's rules", () => {
  it.each([
    ["a copied executable", "tool", () => copyFileSync("/bin/ls", join(world.project, "tool"))],
    ["random bytes", "noise.txt", () => writeFileSync(join(world.project, "noise.txt"), randomBytes(4096))],
    ["random bytes named .png", "fake.png", () => writeFileSync(join(world.project, "fake.png"), randomBytes(4096))],
  ])("%s: refused with exit 2 before any request, naming the file and what to do", async (_what, name, make) => {
    make();
    await model(["text", "image"]);
    for (const mode of [["-p"], ["--mode", "json"]]) {
      const run = await world.run(["--model", "local/scripted", ...mode, `@${name}`, "what is this?"]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(`@${name}`);
      expect(run.stderr).toContain(join(world.project, name));
      expect(run.stderr).toMatch(/is not a text file: it looks like/);
      expect(run.stderr).toMatch(/Attach a text form of it/);
    }
    expect(world.server?.requests).toHaveLength(0);
    expect(world.sessionFiles()).toEqual([]);
  });

  it("a real image for a model that does not take images: exit 2, saying so, before any request", async () => {
    writeFileSync(join(world.project, "shot.png"), PNG);
    await model(["text"]);
    const run = await world.run(["--model", "local/scripted", "-p", "@shot.png", "what is this?"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("@shot.png");
    expect(run.stderr).toContain("local/scripted does not take images");
    expect(run.stderr).toMatch(/--list-models/);
    expect(world.server?.requests).toHaveLength(0);
  });

  it("a real image (whatever its name) goes to a model that takes images as an image", async () => {
    writeFileSync(join(world.project, "capture.bin"), PNG);
    await model(["text", "image"]);
    const run = await world.run(["--model", "local/scripted", "-p", "@capture.bin", "what is this?"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const user = requestBodies(world.server as never)[0]?.messages.find((m) => m.role === "user");
    expect(JSON.stringify(user?.content)).toContain(`data:image/png;base64,${PNG.toString("base64")}`);
  });

  it("a big text file is cut as the read tool cuts it: the model gets the head and a note, the user a warning", async () => {
    const line = "0123456789".repeat(10);
    writeFileSync(
      join(world.project, "big.log"),
      Array.from({ length: 200_000 }, (_, i) => `${i + 1} ${line}`).join("\n"),
    );
    await model(["text"]);
    const run = await world.run(["--model", "local/scripted", "-p", "@big.log", "summarize"]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe("Looked at it.");
    expect(run.stderr).toContain("@big.log");
    expect(run.stderr).toMatch(/only its first \d+ lines/);
    const body = JSON.stringify(requestBodies(world.server as never)[0]);
    expect(body.length).toBeLessThan(80_000);
    expect(body).toMatch(/cut at the 50(\.0)?\s?KB limit\)\. Use offset=\d+ to continue\./);
    expect(body).not.toContain("\\n200000 ");
  });
});
