import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionEntry } from "../session/session-schema.js";
import { exportSessionHtml } from "./export-session-html.js";
import { renderMarkdown } from "./render-markdown.js";
import { HOSTILE_OUTPUT, richSession, sessionJsonl } from "./test-support/session-fixture.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-export-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeSession(name = "2026-01-01T00-00-00-000Z_sess-1234.jsonl"): string {
  const { header, entries } = richSession();
  const file = join(dir, name);
  writeFileSync(file, sessionJsonl(header, entries));
  return file;
}

const now = () => new Date("2026-02-03T04:05:06.000Z");

describe("exportSessionHtml", () => {
  it("writes one self-contained page with the conversation, tool calls, output, diff, image and usage", async () => {
    const sessionFile = writeSession();
    const result = await exportSessionHtml({ sessionFile, outputPath: "out.html", cwd: dir, now });
    expect(result).toEqual({ ok: true, path: join(dir, "out.html"), diagnostics: [] });
    const html = readFileSync(join(dir, "out.html"), "utf8");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<title>Fix main.ts</title>");
    expect(html).toContain("List the files and fix &lt;b&gt;main.ts&lt;/b&gt;");
    expect(html).toContain("Let me <strong>look</strong> at the files.");
    expect(html).toContain('<span class="tool-name">bash</span> <span class="tool-summary">ls -la</span>');
    expect(html).toContain("&quot;timeout&quot;: 5");
    expect(html).toContain("line 40 of the listing");
    expect(html).toContain('<span class="diff-add">+const b = 20;</span>');
    expect(html).toContain('src="data:image/png;base64,iVBOR');
    expect(html).toContain("I should look at the folder first.");
    expect(html).toContain("in 120 · out 30 · $0.0015");
    expect(html).toContain("<dt>cost</dt><dd>$0.0060</dd>");
    expect(html).toContain("2026-02-03T04:05:06.000Z");
    // Nothing external: no address the page could load, and a policy that forbids loading anything.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain("default-src 'none'");
  });

  it("escapes markup from the session: the only script on the page is its own", async () => {
    const sessionFile = writeSession();
    const result = await exportSessionHtml({ sessionFile, outputPath: "out.html", cwd: dir, now });
    expect(result.ok).toBe(true);
    const html = readFileSync(join(dir, "out.html"), "utf8");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;window.__pwned=true&quot;&gt;");
    expect(html).toContain("&lt;script&gt;window.__pwned = true; document.title = &quot;pwned&quot;;&lt;/script&gt;");
    expect(HOSTILE_OUTPUT).toContain("<script>");
  });

  it("keeps every branch: the resumed branch is shown, the other is hidden until picked", async () => {
    const sessionFile = writeSession();
    await exportSessionHtml({ sessionFile, outputPath: "out.html", cwd: dir, now });
    const html = readFileSync(join(dir, "out.html"), "utf8");
    expect(html).toMatch(
      /<section class="entry assistant" id="entry-b0000001" data-id="b0000001" data-parent="a0000002" hidden>/,
    );
    expect(html).toMatch(
      /<section class="entry assistant" id="entry-a0000007" data-id="a0000007" data-parent="a0000006">/,
    );
    expect(html).toContain("Another approach on the other branch.");
    expect(html).toContain('<span class="label">alt</span>');
    expect(html).toContain("1 branch points");
    expect(html).toMatch(/<li class="tree-row kind-message branch-start d1" data-id="b0000001"/);
  });

  it("opens on the leaf it is given when exporting a session in memory", async () => {
    const { header, entries } = richSession();
    const result = await exportSessionHtml({ header, entries, leafId: "b0000001", cwd: dir, now });
    expect(result).toEqual({ ok: true, path: join(dir, "keel-session-sess-1234.html"), diagnostics: [] });
    const html = readFileSync(join(dir, "keel-session-sess-1234.html"), "utf8");
    expect(html).toMatch(/id="entry-b0000001" data-id="b0000001" data-parent="a0000002">/);
    expect(html).toMatch(/id="entry-a0000007" data-id="a0000007" data-parent="a0000006" hidden>/);
  });

  it("shows permission decisions and extension entries", async () => {
    const { header, entries } = richSession();
    const ts = "2026-01-01T00:00:00.000Z";
    entries.push(
      {
        type: "permission_decision",
        id: "c0000001",
        parentId: "a0000008",
        timestamp: ts,
        toolCallId: "call_rm",
        toolName: "bash",
        decision: "deny",
        decidedBy: "rule",
        rule: "bash(rm *)",
        ruleSource: "settings.json",
        mode: "default",
        reason: "rm is denied by a rule",
        subject: "bash command `rm -rf <dir>`",
      },
      { type: "custom", id: "c0000002", parentId: "c0000001", timestamp: ts, customType: "todo", data: { open: 2 } },
    );
    const result = await exportSessionHtml({ header, entries, outputPath: "p.html", cwd: dir, now });
    expect(result.ok).toBe(true);
    const html = readFileSync(join(dir, "p.html"), "utf8");
    expect(html).toContain("permission: deny");
    expect(html).toContain(
      "bash command `rm -rf &lt;dir&gt;` — decided by rule in default mode · rule bash(rm *) (settings.json): rm is denied by a rule",
    );
    expect(html).toContain("extension data: todo");
    // Tables get cell borders from the page's stylesheet.
    expect(html).toContain("<table>");
    expect(html).toContain(".markdown th, .markdown td { border: 1px solid var(--line);");
    expect(html).toContain("&quot;open&quot;: 2");
  });

  it("names the rule of a permission decision once, whoever decided", async () => {
    const { header, entries } = richSession();
    const ts = "2026-01-01T00:00:00.000Z";
    const decision = (id: string, parentId: string, extra: Record<string, unknown>) =>
      ({
        type: "permission_decision",
        id,
        parentId,
        timestamp: ts,
        toolCallId: `call_${id}`,
        toolName: "bash",
        mode: "default",
        subject: "bash command `echo hi`",
        ...extra,
      }) as SessionEntry;
    entries.push(
      decision("d0000001", "a0000008", {
        decision: "allow",
        decidedBy: "rule",
        rule: "bash(echo:*)",
        ruleSource: "--allow",
        reason: "the allow rule bash(echo:*) (--allow)",
      }),
      decision("d0000002", "d0000001", {
        decision: "deny",
        decidedBy: "headless",
        rule: "bash(rm:*)",
        ruleSource: "settings.json",
        reason: "the ask rule bash(rm:*) (settings.json) may match once the run-time values are known",
      }),
      decision("d0000003", "d0000002", {
        decision: "allow",
        decidedBy: "user",
        rule: "bash(echo:*)",
        scope: "always",
        reason: "the user allowed it (always)",
      }),
    );
    const result = await exportSessionHtml({ header, entries, outputPath: "rules.html", cwd: dir, now });
    expect(result.ok).toBe(true);
    const html = readFileSync(join(dir, "rules.html"), "utf8");
    const bodyOf = (id: string) => {
      const start = html.indexOf(`id="entry-${id}"`);
      return html.slice(start, html.indexOf("</section>", start));
    };
    expect(bodyOf("d0000001")).toContain(
      "bash command `echo hi` — decided by rule in default mode: the allow rule bash(echo:*) (--allow)",
    );
    expect(bodyOf("d0000001").split("bash(echo:*)")).toHaveLength(2);
    expect(bodyOf("d0000002").split("bash(rm:*)")).toHaveLength(2);
    // A reason that does not name the rule keeps the rule beside it.
    expect(bodyOf("d0000003")).toContain(
      "decided by user in default mode · rule bash(echo:*) · always: the user allowed it",
    );
  });

  it("exports a session that has no entries yet", async () => {
    const { header } = richSession();
    const result = await exportSessionHtml({ header, entries: [], leafId: null, cwd: dir, now });
    expect(result.ok).toBe(true);
    const html = readFileSync(join(dir, "keel-session-sess-1234.html"), "utf8");
    expect(html).toContain("This session has no entries yet.");
    expect(html).toContain("<title>Keel session sess-1234</title>");
  });

  it("names the default output after the session file, in the working folder", async () => {
    const sessionFile = writeSession();
    const out = join(dir, "out");
    mkdirSync(out);
    const result = await exportSessionHtml({ sessionFile, cwd: out, now });
    expect(result.ok && result.path).toBe(join(out, "keel-session-2026-01-01T00-00-00-000Z_sess-1234.html"));
  });

  it("reports a missing session file and writes nothing", async () => {
    const result = await exportSessionHtml({ sessionFile: "nope.jsonl", outputPath: "out.html", cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        source: join(dir, "nope.jsonl"),
        message: "session file not found",
      }),
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a file that is not a session and leaves an earlier export untouched", async () => {
    writeFileSync(join(dir, "garbled.jsonl"), "this is not json\n{also not\n");
    writeFileSync(join(dir, "out.html"), "earlier export");
    const result = await exportSessionHtml({ sessionFile: "garbled.jsonl", outputPath: "out.html", cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.message)).toContain(
      "not a Keel session file: the first line is not a session header",
    );
    expect(readFileSync(join(dir, "out.html"), "utf8")).toBe("earlier export");
    expect(readdirSync(dir).sort()).toEqual(["garbled.jsonl", "out.html"]);
  });

  it("never overwrites the session file with its own export", async () => {
    const sessionFile = writeSession("s.jsonl");
    const before = readFileSync(sessionFile, "utf8");
    const result = await exportSessionHtml({ sessionFile, outputPath: "s.jsonl", cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.message).toBe("the output path is the session file itself; it was not overwritten");
    expect(readFileSync(sessionFile, "utf8")).toBe(before);
  });

  it("refuses an output path that is a folder", async () => {
    const sessionFile = writeSession();
    mkdirSync(join(dir, "folder"));
    const result = await exportSessionHtml({ sessionFile, outputPath: "folder", cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.message).toBe("the output path is a folder");
  });

  it("exports what it can of a damaged file and reports the rest", async () => {
    const sessionFile = writeSession("s.jsonl");
    writeFileSync(sessionFile, `${readFileSync(sessionFile, "utf8")}{"type":"message","id":"torn`);
    const result = await exportSessionHtml({ sessionFile, outputPath: "out.html", cwd: dir });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: "warning", line: 12, message: expect.stringContaining("incomplete") }),
    ]);
  });
});

describe("renderMarkdown", () => {
  it("shows raw HTML as text, drops script links and never loads images", () => {
    const html = renderMarkdown(
      '<iframe src="https://x.test"></iframe>\n\n[ok](https://example.test) [bad](javascript:alert(1)) ![pic](https://x.test/a.png)',
    );
    expect(html).toContain("&lt;iframe src=&quot;https://x.test&quot;&gt;&lt;/iframe&gt;");
    expect(html).toContain('<a href="https://example.test" rel="noopener noreferrer">ok</a>');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<img");
    expect(html).toContain("[image: pic https://x.test/a.png]");
  });
});
