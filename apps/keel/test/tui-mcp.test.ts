import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();
const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

describe.skipIf(skip !== undefined)("MCP servers in a real terminal (tmux)", () => {
  const tui = tmuxWorld();

  it("a server that fails is a notice on the screen (not raw stderr); /mcp lists every server", async () => {
    const { world, term } = tui;
    await world.model([]);
    world.write(
      join(world.keelHome, "mcp.json"),
      JSON.stringify({
        mcpServers: {
          f: { command: process.execPath, args: [FAILURE_SERVER] },
          broken: { command: "/nonexistent/keel-no-such-mcp-server" },
        },
      }),
    );
    tui.start(["--model", "local/scripted"], { width: 140 });
    await term.waitFor("Ask anything");
    // The session's onEvent notice (the headless default would print a bare "keel: MCP server … failed" line).
    const notice = await term.waitFor("Keel retries in the background; /mcp shows its state.");
    expect(notice).toContain('MCP server "broken" failed:');
    expect(notice).not.toContain('keel: MCP server "broken"');
    term.submit("/mcp");
    const listed = await term.waitFor("MCP servers:");
    expect(listed).toMatch(/broken {2}(failed|connecting) {2}-/);
    expect(listed).toMatch(/f {2}(connected {2}\d+ tools|connecting)/);
  });
});
