import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type BrowserContext, chromium, type Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSessionHtml } from "./export-session-html.js";
import { HOSTILE_OUTPUT, richSession } from "./test-support/session-fixture.js";

const CHROMIUM = "/usr/bin/chromium";
const required = process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1";
const missing = !existsSync(CHROMIUM);
/** Whether a `<details>` element is open (its `open` attribute mirrors the property). */
async function isOpen(details: Locator): Promise<boolean> {
  return (await details.getAttribute("open")) !== null;
}

if (missing && !required) {
  console.warn(
    `skipping the browser check of the HTML export: ${CHROMIUM} is not installed (KEEL_REQUIRE_SYSTEM_TOOLS=1 fails instead)`,
  );
}
/** Chromium on a loaded 2-core machine can take a while to start; this is a limit, not a timed assertion. */
const BROWSER_TIMEOUT_MS = 120_000;
const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/", import.meta.url));

describe.skipIf(missing && !required)(`the exported page in headless Chromium (${CHROMIUM})`, () => {
  let dir: string;
  let context: BrowserContext;
  let pageUrl: string;

  beforeAll(async () => {
    if (missing) throw new Error(`${CHROMIUM} is missing and KEEL_REQUIRE_SYSTEM_TOOLS=1: install Debian's chromium`);
    dir = mkdtempSync(join(tmpdir(), "keel-export-browser-"));
    const { header, entries } = richSession();
    const result = await exportSessionHtml({ header, entries, outputPath: "session.html", cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    pageUrl = pathToFileURL(result.path).href;
    context = await chromium.launchPersistentContext(join(dir, "profile"), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  }, BROWSER_TIMEOUT_MS);

  afterAll(async () => {
    await context?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "renders with no console error and no request but the page, shows every part, and switches branches",
    async () => {
      const requests: string[] = [];
      const consoleErrors: string[] = [];
      context.on("request", (request) => requests.push(request.url()));
      // Anything but the file itself is recorded above and refused here, so the test never reaches the network.
      await context.route(/^(?!file:)/, (route) => route.abort());
      const page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      await page.goto(pageUrl, { waitUntil: "load" });

      expect(await page.title()).toBe("Fix main.ts");
      expect(await page.evaluate("typeof window.__pwned")).toBe("undefined");

      // The prompt and the assistant's text, rendered.
      await expect(page.locator(".entry.user").first().textContent()).resolves.toContain(
        "List the files and fix <b>main.ts</b>",
      );
      expect(await page.locator("#entry-a0000003 .markdown strong").textContent()).toBe("look");
      expect(await page.locator("#entry-a0000003 .markdown").textContent()).toContain(
        "<script>window.__pwned = true</script>",
      );

      // Each tool call's name and arguments.
      expect(await page.locator("main .entry:not([hidden]) .tool-call .tool-name").allTextContents()).toEqual([
        "bash",
        "edit",
      ]);
      expect(await page.locator("#entry-a0000003 .tool-args pre").textContent()).toContain('"command": "ls -la"');
      expect(await page.locator("#entry-a0000005 .tool-args pre").textContent()).toContain('"path": "main.ts"');

      // The long output starts collapsed, yet all of it is in the document's text, markup shown as text.
      const longOutput = page.locator("#entry-a0000004 details.tool-output");
      expect(await isOpen(longOutput)).toBe(false);
      const bodyText = (await page.locator("body").textContent()) ?? "";
      expect(bodyText).toContain("line 40 of the listing");
      expect(bodyText).toContain(HOSTILE_OUTPUT);
      expect(await isOpen(page.locator("#entry-a0000006 details.tool-output"))).toBe(true);

      // Diff, image, thinking, usage.
      expect(await page.locator("#entry-a0000006 .diff-add").textContent()).toBe("+const b = 20;");
      expect(
        await page
          .locator("#entry-a0000006 img.image")
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      ).toBe(1);
      expect(await page.locator("#entry-a0000003 details.thinking").textContent()).toContain(
        "I should look at the folder first.",
      );
      expect(await page.locator("#entry-a0000003 .usage").textContent()).toBe("in 120 · out 30 · $0.0015");

      /** The page's computed style of an element (the test's types have no DOM). */
      type Styled = { getComputedStyle(element: unknown): Record<string, string> };
      // A Markdown table is drawn with borders around every cell, its header set apart.
      const cells = page.locator("#entry-a0000007 .markdown table th, #entry-a0000007 .markdown table td");
      expect(await cells.count()).toBe(6);
      for (const style of await cells.evaluateAll((elements) =>
        elements.map((element) => {
          const css = (globalThis as unknown as Styled).getComputedStyle(element);
          return [css.borderTopStyle, css.borderLeftStyle, css.borderBottomStyle, css.borderRightStyle].join(" ");
        }),
      )) {
        expect(style).toBe("solid solid solid solid");
      }
      const borderWidth = await cells
        .first()
        .evaluate((element) => (globalThis as unknown as Styled).getComputedStyle(element).borderTopWidth);
      expect(borderWidth).not.toBe("0px");
      expect(
        await page
          .locator("#entry-a0000007 .markdown td")
          .last()
          .evaluate((td) => (globalThis as unknown as Styled).getComputedStyle(td).textAlign),
      ).toBe("right");

      // "expand all" opens the collapsed output.
      await page.click("#expand-all");
      expect(await isOpen(longOutput)).toBe(true);

      mkdirSync(ARTIFACTS, { recursive: true });
      const screenshot = join(ARTIFACTS, "export-html.png");
      await page.screenshot({ path: screenshot, fullPage: true });
      console.log(`screenshot of the exported session: ${screenshot}`);

      // The other branch is hidden until picked in the tree.
      expect(await page.locator("#entry-b0000001").isVisible()).toBe(false);
      await page.click('#tree .tree-row[data-id="b0000001"] button');
      expect(await page.locator("#entry-b0000001").isVisible()).toBe(true);
      expect(await page.locator("#entry-a0000007").isVisible()).toBe(false);
      expect(await page.locator("#entry-a0000002").isVisible()).toBe(true);
      // Picking an early entry shows the newest branch through it.
      await page.click('#tree .tree-row[data-id="a0000003"] button');
      expect(await page.locator("#entry-a0000007").isVisible()).toBe(true);
      expect(await page.locator("#entry-b0000001").isVisible()).toBe(false);
      await page.screenshot({ path: join(ARTIFACTS, "export-html-branch.png"), fullPage: false });

      expect(consoleErrors).toEqual([]);
      expect(requests).toEqual([pageUrl]);
    },
    BROWSER_TIMEOUT_MS,
  );
});
