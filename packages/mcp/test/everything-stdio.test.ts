import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpManager } from "../src/index.js";
import { EVERYTHING, stdio } from "./support.js";

describe("server-everything over stdio", () => {
  let mcp: McpManager;
  beforeAll(async () => {
    mcp = new McpManager({ servers: [stdio("everything", process.execPath, [EVERYTHING, "stdio"])] });
    mcp.start();
    await mcp.waitForServers(30_000);
  }, 40_000);
  afterAll(async () => {
    await mcp.close();
  });

  const tool = (name: string) => {
    const found = mcp.tools().find((t) => t.name === name);
    if (found === undefined)
      throw new Error(
        `no tool ${name}: ${mcp
          .tools()
          .map((t) => t.name)
          .join(", ")}`,
      );
    return found;
  };

  it("connects and names tools mcp__<server>__<tool> with - replaced by _", () => {
    const [status] = mcp.status();
    expect(status?.state).toBe("connected");
    expect(status?.exposure).toBe("direct");
    const names = mcp.tools().map((t) => t.name);
    expect(names).toContain("mcp__everything__echo");
    expect(names).toContain("mcp__everything__get_tiny_image");
    expect(names.every((n) => /^[A-Za-z0-9_]+$/.test(n))).toBe(true);
  });

  it("maps text results", async () => {
    const result = await tool("mcp__everything__echo").execute("1", { message: "hello" }, undefined, undefined);
    expect(result.content).toEqual([{ type: "text", text: expect.stringContaining("hello") }]);
    expect(result.isError).toBeUndefined();
    expect(result.details).toMatchObject({ server: "everything", tool: "echo" });
  });

  it("maps images to image blocks named by a text line", async () => {
    const result = await tool("mcp__everything__get_tiny_image").execute("2", {}, undefined, undefined);
    const image = result.content.find((b) => b.type === "image");
    expect(image).toMatchObject({ type: "image", mimeType: "image/png" });
    expect(result.content.some((b) => b.type === "text" && b.text.includes("image 1 from mcp tool"))).toBe(true);
  });

  it("keeps structured content in details", async () => {
    const result = await tool("mcp__everything__get_structured_content").execute(
      "3",
      { location: "New York" },
      undefined,
      undefined,
    );
    expect((result.details as { structuredContent?: unknown }).structuredContent).toBeTypeOf("object");
  });

  it("maps embedded resources to text", async () => {
    const result = await tool("mcp__everything__get_resource_reference").execute(
      "4",
      { resourceType: "Text", resourceId: 1 },
      undefined,
      undefined,
    );
    const texts = result.content.filter((b) => b.type === "text").map((b) => (b as { text: string }).text);
    expect(texts.some((t) => t.includes("demo://resource"))).toBe(true);
  });

  it("turns progress notifications into tool updates", async () => {
    const updates: unknown[] = [];
    const result = await tool("mcp__everything__trigger_long_running_operation").execute(
      "5",
      { duration: 0.3, steps: 3 },
      undefined,
      (update) => updates.push(update.details),
    );
    expect(result.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("completed") });
    // The SDK may drop a progress notification that arrives together with the result, so the
    // last step is not asserted; the earlier ones come well before it.
    expect(updates.slice(0, 2)).toEqual([
      expect.objectContaining({ progress: { progress: 1, total: 3 } }),
      expect.objectContaining({ progress: { progress: 2, total: 3 } }),
    ]);
  });

  it("lists and reads resources through the resource tools", async () => {
    const list = await tool("list_mcp_resources").execute("6", { server: "everything" }, undefined, undefined);
    const body = JSON.parse((list.content[0] as { text: string }).text) as { resources: { uri: string }[] };
    expect(body.resources.length).toBeGreaterThan(0);
    const uri = body.resources[0]?.uri as string;
    const read = await tool("read_mcp_resource").execute("7", { server: "everything", uri }, undefined, undefined);
    expect(read.isError).toBeUndefined();
    expect(read.content.length).toBeGreaterThan(0);
  });

  it("says which servers offer resources when the server is unknown", async () => {
    const read = await tool("read_mcp_resource").execute("8", { server: "nope", uri: "x" }, undefined, undefined);
    expect(read.isError).toBe(true);
    expect(read.content[0]).toMatchObject({ text: expect.stringContaining("everything") });
  });
});
