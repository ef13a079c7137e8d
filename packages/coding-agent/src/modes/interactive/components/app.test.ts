import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { replyText, replyToolCalls } from "../../../testing/scripted-turn.js";
import { startUi, type UiHarness } from "../test-support/ui-harness.js";

let ui: UiHarness | undefined;

afterEach(async () => {
  await ui?.close();
  ui = undefined;
});

const GREEN = "\u001b[32m";
const RED = "\u001b[31m";

describe("the terminal UI (ink-testing-library, real runtime, scripted model)", () => {
  it("sends a prompt on Enter, streams the answer as markdown, and shows the model in the footer", async () => {
    ui = await startUi([replyText("The answer is **42**.")]);
    expect(await ui.waitFor("Ask anything")).toContain("scripted");
    ui.input("what is it?");
    ui.input("\r");
    const frame = await ui.waitFor("The answer is 42.");
    expect(frame).toContain("› what is it?");
    expect(ui.server.requests).toHaveLength(1);
  });

  it("shows an edit call's diff in colour, and a failed call in red with its reason", async () => {
    ui = await startUi(
      [
        replyToolCalls([
          { name: "edit", arguments: { path: "a.txt", edits: [{ oldText: "old line", newText: "new line" }] } },
          { name: "read", arguments: { path: "missing.txt" } },
        ]),
        replyText("Edited."),
      ],
      { color: true, files: { "a.txt": "first\nold line\nlast\n" } },
    );
    await ui.waitFor("Ask anything");
    ui.input("edit it\r");
    // The edit needs approval: the permission dialog asks, Enter allows it once.
    const asked = await ui.waitFor("Allow once");
    expect(asked).toContain("a.txt");
    expect(asked).toContain("Deny");
    expect(asked).toContain("waiting for your approval");
    ui.input("\r");
    const frame = await ui.waitFor("Edited.");
    expect(frame).toContain(`${GREEN}+new line`);
    expect(frame).toContain(`${RED}-old line`);
    expect(frame).toContain("✗");
    expect(frame).toMatch(new RegExp(`${RED.replace("[", "\\[")}[^\\n]*missing\\.txt`));
  });

  it("renders ctx.ui dialogs: select with the arrows, confirm with y, input with typing", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    const extensionUi = ui.controller.extensionUi();
    const picked = extensionUi.select("Deploy where?", ["staging", "production"]);
    await ui.waitFor("Deploy where?");
    ui.input("\u001b[B");
    ui.input("\r");
    expect(await picked).toBe("production");
    const confirmed = extensionUi.confirm("Really?", "This cannot be undone.");
    await ui.waitFor("This cannot be undone.");
    ui.input("y");
    expect(await confirmed).toBe(true);
    const typed = extensionUi.input("Your name", "name");
    await ui.waitFor("Your name");
    ui.input("Ada");
    ui.input("\r");
    expect(await typed).toBe("Ada");
    const dismissed = extensionUi.select("Pick", ["a"]);
    await ui.waitFor("Pick");
    ui.input("\u001b");
    expect(await dismissed).toBeUndefined();
    extensionUi.notify("Deployed.", "info");
    await ui.waitFor("Deployed.");
  });

  it("completes slash commands and @files (leaving out what .gitignore ignores)", async () => {
    ui = await startUi([], {
      files: {
        ".gitignore": "secret.txt\nbuild/\n",
        "visible.txt": "",
        "secret.txt": "",
        "build/out.js": "",
        "src/app.ts": "",
      },
    });
    await ui.waitFor("Ask anything");
    ui.input("/mo");
    await ui.waitFor("/model");
    ui.input("\t");
    await ui.waitFor((frame) => frame.includes("› /model "));
    ui.input("\u0015");
    ui.input("look at @");
    const files = await ui.waitFor("visible.txt");
    expect(files).toContain("src/app.ts");
    expect(files).not.toContain("secret.txt");
    expect(files).not.toContain("build/out.js");
    ui.input("vis");
    ui.input("\t");
    await ui.waitFor("look at @visible.txt");
  });

  it("!command runs a shell command and its output joins the context", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("!echo hello-from-shell\r");
    await ui.waitFor((frame) => frame.includes("✓ ! echo hello-from-shell") && frame.includes("hello-from-shell\n"));
    await ui.runtime.waitForIdle();
    const texts = ui.runtime.messages().map((message) => JSON.stringify(message));
    expect(texts.some((text) => text.includes("hello-from-shell"))).toBe(true);
  });

  it("/trust saves the project's trust decision and the footer says it is untrusted until then", async () => {
    ui = await startUi([], { files: { ".keel/settings.json": "{}" } });
    const first = await ui.waitFor("Ask anything");
    expect(first).toContain("untrusted");
    ui.input("/trust\r");
    await ui.waitFor("Trust this project");
    ui.input("\r");
    await ui.waitFor("takes effect in the next session");
    const trust = JSON.parse(readFileSync(join(ui.keelHome, "trust.json"), "utf8")) as Record<string, boolean>;
    expect(Object.values(trust)).toEqual([true]);
  });

  it("a pasted path of an image file attaches the image to the prompt", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    ui = await startUi([replyText("A single pixel.")], { images: true });
    writeFileSync(join(ui.project, "dot.png"), png);
    await ui.waitFor("Ask anything");
    ui.input(`\u001b[200~'${join(ui.project, "dot.png")}'\u001b[201~`);
    await ui.waitFor("[image #1: dot.png]");
    ui.input(" what is this?\r");
    await ui.waitFor("A single pixel.");
    const body = JSON.stringify(ui.server.requests[0]?.body);
    expect(body).toContain(`data:image/png;base64,${png.toString("base64")}`);
    expect(body).toContain("what is this?");
    expect(body).not.toContain("[image #1");
  });

  it("an unknown slash command is an error that says what to do, and sends nothing", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("/nonsense\r");
    await ui.waitFor("Unknown command /nonsense");
    expect(ui.server.requests).toHaveLength(0);
  });

  it("a line that starts with a path (/a/b) is a prompt, not an unknown command", async () => {
    ui = await startUi([replyText("Looked at it.")]);
    await ui.waitFor("Ask anything");
    ui.input("/etc/hosts looks wrong\r");
    await ui.waitFor("Looked at it.");
    expect(ui.server.requests).toHaveLength(1);
    expect(JSON.stringify(ui.server.requests[0]?.body)).toContain("/etc/hosts looks wrong");
  });

  it("Ctrl+D on an empty editor exits; with text it deletes forward", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("ab\u001b[D\u0004");
    await ui.waitFor((frame) => /› a█?\s*$/m.test(frame) || frame.includes("› a"));
    expect(ui.exited).toBe(false);
    ui.input("\u0015\u0004");
    expect(ui.exited).toBe(true);
  });
});
