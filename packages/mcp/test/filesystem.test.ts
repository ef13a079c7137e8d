import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpManager } from "../src/index.js";
import { FILESYSTEM, stdio, tempDir } from "./support.js";

describe("server-filesystem over stdio", () => {
  const dir = tempDir();
  let mcp: McpManager;
  beforeAll(async () => {
    writeFileSync(join(dir, "notes.txt"), "keel was here\n");
    mcp = new McpManager({ servers: [stdio("fs", process.execPath, [FILESYSTEM, dir])] });
    mcp.start();
    await mcp.waitForServers(30_000);
  }, 40_000);
  afterAll(async () => {
    await mcp.close();
  });

  it("reads a file through its tool", async () => {
    expect(mcp.status()[0]?.state).toBe("connected");
    const read = mcp.tools().find((t) => t.name === "mcp__fs__read_text_file");
    const result = await read?.execute("1", { path: join(dir, "notes.txt") }, undefined, undefined);
    expect(result?.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("keel was here") });
  });

  it("a refused path is an error result from the server, not a crash", async () => {
    const read = mcp.tools().find((t) => t.name === "mcp__fs__read_text_file");
    const result = await read?.execute("2", { path: "/etc/hostname" }, undefined, undefined);
    expect(result?.isError).toBe(true);
    expect(mcp.status()[0]?.state).toBe("connected");
  });
});
