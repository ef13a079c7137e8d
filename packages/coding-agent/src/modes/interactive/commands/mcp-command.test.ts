import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startUi, type UiHarness } from "../test-support/ui-harness.js";

/** The in-repo MCP test server of `@keel/mcp` (stdio, built with the SDK). */
const FIXTURE = fileURLToPath(new URL("../../../../../mcp/test/fixtures/failure-server.mjs", import.meta.url));

let ui: UiHarness | undefined;

afterEach(async () => {
  await ui?.close();
  ui = undefined;
});

async function until(test: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("MCP servers in the terminal UI", () => {
  it("a server that fails to start is a notice on the screen; /mcp lists every server's state, tools and error", async () => {
    ui = await startUi([], {
      homeFiles: {
        "mcp.json": JSON.stringify({
          mcpServers: {
            f: { command: process.execPath, args: [FIXTURE] },
            broken: { command: "/nonexistent/keel-no-such-mcp-server" },
          },
        }),
      },
    });
    await ui.waitFor("Ask anything");
    const failed = await ui.waitFor('MCP server "broken" failed:');
    expect(failed).toContain("/mcp shows its state");
    const runtime = ui.runtime;
    await until(() => runtime.mcpStatus().some((s) => s.name === "f" && s.state === "connected"), "f connecting");
    ui.input("/mcp\r");
    const listed = await ui.waitFor("MCP servers:");
    expect(listed).toMatch(/f {2}connected {2}\d+ tools/);
    expect(listed).toMatch(/broken {2}(failed|connecting) {2}-/);
    // A failing retry with the same error is not shown again.
    const notices = ui.frame().split('MCP server "broken" failed:').length - 1;
    expect(notices).toBe(1);
  });

  it("/mcp without servers says how to add one", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("/mcp\r");
    await ui.waitFor("No MCP servers: add one with keel mcp add");
    ui.input("/mcp list\r");
    await ui.waitFor('/mcp takes no arguments (got "list")');
  });
});
