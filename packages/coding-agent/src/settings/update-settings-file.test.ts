import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../home/test-support/temp-dir.js";
import { setSettingsValue, updateSettingsFile } from "./update-settings-file.js";

describe("updateSettingsFile", () => {
  it("creates the file and its folder", async () => {
    const path = join(await tempDir(), "new/.keel/settings.json");
    expect(await setSettingsValue(path, ["retry", "maxRetries"], 7)).toEqual({ ok: true });
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({ retry: { maxRetries: 7 } });
  });

  it("keeps keys Keel does not know and leaves no temp file behind", async () => {
    const dir = await tempDir();
    const path = join(dir, "settings.json");
    await writeFile(path, JSON.stringify({ theme: "dark", retry: { enabled: false, extra: [1] } }));
    await setSettingsValue(path, ["defaultModel"], "m1");
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({
      theme: "dark",
      retry: { enabled: false, extra: [1] },
      defaultModel: "m1",
    });
    expect(await readdir(dir)).toEqual(["settings.json"]);
  });

  it("never rewrites a file that is not valid JSON", async () => {
    const path = join(await tempDir(), "settings.json");
    await writeFile(path, '{ "defaultModel": ');
    const result = await setSettingsValue(path, ["defaultModel"], "m1");
    expect(result).toMatchObject({ ok: false, diagnostics: [{ source: path, line: 1, hint: expect.any(String) }] });
    expect(await readFile(path, "utf8")).toBe('{ "defaultModel": ');
  });

  it("refuses a value the schema rejects, naming the key", async () => {
    const path = join(await tempDir(), "settings.json");
    await writeFile(path, "{}");
    const result = await updateSettingsFile(path, (s) => ({ ...s, followUpMode: "never" }));
    expect(result).toMatchObject({ ok: false, diagnostics: [{ path: "/followUpMode" }] });
    expect(await readFile(path, "utf8")).toBe("{}");
  });

  it("removes a key when the value is undefined", async () => {
    const path = join(await tempDir(), "settings.json");
    await writeFile(path, JSON.stringify({ defaultModel: "a", shellPath: "/bin/sh" }));
    await setSettingsValue(path, ["defaultModel"], undefined);
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({ shellPath: "/bin/sh" });
  });
});
