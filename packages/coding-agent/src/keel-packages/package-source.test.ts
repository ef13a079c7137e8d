import { describe, expect, it } from "vitest";
import { isRemotePackageSource, packageIdentity, parsePackageSource } from "./package-source.js";

const parse = (text: string) => parsePackageSource(text, "/work/project", "/home/me");

describe("parsePackageSource", () => {
  it("reads npm sources with and without a version, scoped or not", () => {
    expect(parse("npm:tools")).toMatchObject({
      ok: true,
      source: { kind: "npm", name: "tools", spec: undefined, pinned: false },
    });
    expect(parse("npm:@team/tools@^1.2.0")).toMatchObject({
      ok: true,
      source: { kind: "npm", name: "@team/tools", spec: "^1.2.0", pinned: false },
    });
    expect(parse("npm:@team/tools@1.2.3")).toMatchObject({ ok: true, source: { spec: "1.2.3", pinned: true } });
  });

  it("reads git sources: git:<host>/<path>[@ref] and https URLs, identity without the ref", () => {
    const tagged = parse("git:github.com/team/tools@v1");
    expect(tagged).toMatchObject({
      ok: true,
      source: { kind: "git", url: "https://github.com/team/tools", repository: "github.com/team/tools", ref: "v1" },
    });
    const url = parse("https://GitHub.com/team/tools.git");
    expect(url).toMatchObject({
      ok: true,
      source: { kind: "git", url: "https://GitHub.com/team/tools.git", ref: undefined },
    });
    if (!tagged.ok || !url.ok) throw new Error("unreachable");
    expect(packageIdentity(tagged.source)).toBe(packageIdentity(url.source));
  });

  it("reads local paths from the base folder and ~ from home", () => {
    expect(parse("./pkg")).toMatchObject({ ok: true, source: { kind: "local", path: "/work/project/pkg" } });
    expect(parse("~/pkgs/a")).toMatchObject({ ok: true, source: { kind: "local", path: "/home/me/pkgs/a" } });
    expect(parse("/abs/a.ts")).toMatchObject({ ok: true, source: { kind: "local", path: "/abs/a.ts" } });
  });

  it("bad input: each bad form is refused with what to write instead", () => {
    const cases: [string, RegExp, RegExp][] = [
      ["npm:", /needs a package name, e.g. npm:@team\/tools/, /npm:<name>/],
      ["npm:Bad Name", /not a valid npm package name/, /lower case/],
      ["npm:tools@", /empty or spaced version/, /npm:<name>@<version or range>/],
      ["git:github.com", /does not name a git repository/, /git:github.com\/team\/tools/],
      ["git:nohost/x", /does not name a git repository/, /git:github.com/],
      ["git:github.com/team/tools@", /bad git ref/, /branch, tag or commit/],
      ["github:team/tools", /unknown package source type "github:"/, /npm:<name>/],
      ["tools", /neither a package source nor a path/, /npm:tools.*\.\/tools/],
      ["  ", /empty package source/, /npm:/],
    ];
    for (const [text, message, hint] of cases) {
      const result = parse(text);
      expect(result.ok, text).toBe(false);
      if (result.ok) continue;
      expect(result.error.message, text).toMatch(message);
      expect(result.error.hint, text).toMatch(hint);
    }
  });

  it("tells -e package sources from paths", () => {
    expect(isRemotePackageSource("npm:x")).toBe(true);
    expect(isRemotePackageSource("git:github.com/a/b")).toBe(true);
    expect(isRemotePackageSource("https://github.com/a/b")).toBe(true);
    expect(isRemotePackageSource("./ext.ts")).toBe(false);
  });
});
