import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type McpElicitation, McpManager, type McpManagerOptions } from "../src/index.js";
import { EVERYTHING, stdio, tempDir, until } from "./support.js";

const managers: McpManager[] = [];
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => m.close()));
});

async function everything(more: Partial<McpManagerOptions> = {}) {
  const mcp = new McpManager({ servers: [stdio("everything", process.execPath, [EVERYTHING, "stdio"])], ...more });
  managers.push(mcp);
  mcp.start();
  await mcp.waitForServers(30_000);
  // The server adds its capability-dependent tools after initialization (tools/list_changed).
  await until(() => mcp.tools().some((t) => t.name === "mcp__everything__trigger_elicitation_request"));
  return mcp;
}

function text(result: { content: { type: string; text?: string }[] }): string {
  return result.content.map((block) => block.text ?? "").join("\n");
}

describe("elicitation against server-everything", () => {
  it("without a handler (headless modes) every request is declined", async () => {
    const mcp = await everything();
    const tool = mcp.tools().find((t) => t.name === "mcp__everything__trigger_elicitation_request");
    const result = await tool?.execute("1", {}, undefined, undefined);
    expect(text(result as never)).toContain("declined");
  });

  it("a handler gets the message and schema and its answer reaches the server", async () => {
    const asked: McpElicitation[] = [];
    const mcp = await everything({
      elicit: async (request) => {
        asked.push(request);
        return { action: "accept", content: { name: "Ada Lovelace", check: true } };
      },
    });
    const tool = mcp.tools().find((t) => t.name === "mcp__everything__trigger_elicitation_request");
    const result = await tool?.execute("1", {}, undefined, undefined);
    expect(asked[0]?.server).toBe("everything");
    expect(asked[0]?.requestedSchema).toMatchObject({ type: "object" });
    expect(text(result as never)).toContain("Name: Ada Lovelace");
  });
});

describe("server log notifications", () => {
  it("go to the log file as <time> [<server>] <level> …", async () => {
    const log = join(tempDir(), "mcp.log");
    const mcp = await everything({ logFile: log });
    const toggle = mcp.tools().find((t) => t.name === "mcp__everything__toggle_simulated_logging");
    await toggle?.execute("1", {}, undefined, undefined);
    const line =
      /^\d{4}-\d\d-\d\dT[^ ]+ \[everything\] (debug|info|notice|warning|error|critical|alert|emergency)\b.*-level message/m;
    await until(() => {
      try {
        return line.test(readFileSync(log, "utf8"));
      } catch {
        return false;
      }
    }, 200);
  }, 30_000);
});
