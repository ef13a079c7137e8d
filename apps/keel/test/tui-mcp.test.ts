import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { TmuxTerminal, tmuxSkipReason } from "./support/tmux-terminal.js";

const skip = tmuxSkipReason();
const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

describe.skipIf(skip !== undefined)("MCP servers in a real terminal (tmux)", () => {
  let world: KeelWorld;
  let term: TmuxTerminal;

  beforeEach(() => {
    world = new KeelWorld();
    term = new TmuxTerminal();
  });

  afterEach(async () => {
    term.kill();
    await world.close();
  });

  it("a server that fails is a notice on the screen (not raw stderr); /mcp lists every server", async () => {
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
    term.start({
      args: ["--model", "local/scripted"],
      cwd: world.project,
      env: { ...world.env(), TERM: "xterm-256color" },
      width: 140,
    });
    await term.waitFor("Ask anything");
    // The session's onEvent notice (the headless default would print a bare "keel: MCP server … failed" line).
    const notice = await term.waitFor("Keel retries in the background; /mcp shows its state.");
    expect(notice).toContain('MCP server "broken" failed:');
    expect(notice).not.toContain('keel: MCP server "broken"');
    term.type("/mcp");
    term.keys("Enter");
    const listed = await term.waitFor("MCP servers:");
    expect(listed).toMatch(/broken {2}(failed|connecting) {2}-/);
    expect(listed).toMatch(/f {2}(connected {2}\d+ tools|connecting)/);
  });
});
