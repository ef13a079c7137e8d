import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { replyText, replyToolCalls } from "../../../testing/scripted-turn.js";
import { startUi, type UiHarness } from "../test-support/ui-harness.js";

/** The reference MCP server `@keel/mcp` tests against (it can send an elicitation request). */
const EVERYTHING = fileURLToPath(
  new URL("../../../../../mcp/node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url),
);
const TOOL = "mcp__everything__trigger_elicitation_request";

let ui: UiHarness | undefined;

afterEach(async () => {
  await ui?.close();
  ui = undefined;
});

async function elicitingUi(): Promise<UiHarness> {
  const started = await startUi(
    [replyToolCalls([{ name: TOOL, arguments: {} }]), replyText("Thanks for the details.")],
    {
      allow: [TOOL],
      homeFiles: {
        "mcp.json": JSON.stringify({
          mcpServers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
        }),
      },
    },
  );
  await started.waitFor("Ask anything");
  const deadline = Date.now() + 30_000;
  while (!started.runtime.session.agent.state.tools.some((tool) => tool.name === TOOL)) {
    if (Date.now() > deadline) throw new Error("the everything server's elicitation tool never appeared");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  started.input("ask me\r");
  return started;
}

function toolResult(ui: UiHarness): string {
  return JSON.stringify(ui.server.requests[1]?.body);
}

describe("an MCP elicitation in the terminal UI", () => {
  it("is a form: one dialog per field, typed by the schema; the answers reach the server", async () => {
    ui = await elicitingUi();
    await ui.waitFor('String — MCP server "everything": Please provide inputs for the following fields:');
    ui.input("Ada Lovelace\r");
    // The boolean is a Yes/No choice; Enter takes Yes.
    await ui.waitFor('Boolean (optional) (Agree to the terms and conditions) — MCP server "everything"');
    expect(ui.frame()).toContain("Yes");
    ui.input("\r");
    // Every other field is optional or has a default: Enter takes it.
    for (const label of [
      "String with default",
      "String with email format",
      "String with uri format",
      "String with date format",
      "Integer",
      "Number in range 1-1000",
      "Untitled Single Select Enum",
      "Untitled Multiple Select Enum",
      "Titled Single Select Enum",
      "Titled Multiple Select Enum",
      "Legacy Titled Single Select Enum",
    ]) {
      await ui.waitFor((frame) => frame.split("\n").some((line) => line.startsWith(`${label} (optional)`)));
      ui.input("\r");
    }
    await ui.waitFor("Thanks for the details.");
    const result = toolResult(ui);
    expect(result).toContain("Name: Ada Lovelace");
    expect(result).toContain("Agreed to terms: true");
    expect(result).toContain("Favorite Integer: 42");
  });

  it("Esc declines, and the server is told so", async () => {
    ui = await elicitingUi();
    await ui.waitFor('String — MCP server "everything"');
    ui.input("\u001b");
    await ui.waitFor("Thanks for the details.");
    expect(toolResult(ui)).toContain("User declined to provide the requested information");
  });
});
