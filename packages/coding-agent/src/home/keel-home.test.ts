import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isOffline, keelHomePaths, projectPaths, resolveKeelHome } from "./keel-home.js";

describe("resolveKeelHome", () => {
  it("defaults to ~/.keel under HOME", () => {
    expect(resolveKeelHome({ HOME: "/home/me" })).toBe(join("/home/me", ".keel"));
  });
  it("uses KEEL_HOME, expanding ~ and resolving relative values from cwd", () => {
    expect(resolveKeelHome({ KEEL_HOME: "/tmp/k", HOME: "/home/me" })).toBe("/tmp/k");
    expect(resolveKeelHome({ KEEL_HOME: "~/conf", HOME: "/home/me" })).toBe(join("/home/me", "conf"));
    expect(resolveKeelHome({ KEEL_HOME: "rel", HOME: "/home/me" }, "/work")).toBe(join("/work", "rel"));
  });
  it("ignores an empty KEEL_HOME", () => {
    expect(resolveKeelHome({ KEEL_HOME: " ", HOME: "/h" })).toBe(join("/h", ".keel"));
  });
});

describe("paths", () => {
  it("names every file of $KEEL_HOME and of a project's .keel", () => {
    const home = keelHomePaths("/k");
    expect(home.settings).toBe(join("/k", "settings.json"));
    expect(home.trust).toBe(join("/k", "trust.json"));
    expect(home.agents).toBe(join("/k", "AGENTS.md"));
    const project = projectPaths("/p");
    expect(project.dir).toBe(join("/p", ".keel"));
    expect(project.appendSystemPrompt).toBe(join("/p", ".keel", "APPEND_SYSTEM.md"));
  });
});

describe("isOffline", () => {
  it("reads KEEL_OFFLINE", () => {
    expect(isOffline({ KEEL_OFFLINE: "1" })).toBe(true);
    expect(isOffline({ KEEL_OFFLINE: "TRUE" })).toBe(true);
    expect(isOffline({ KEEL_OFFLINE: "0" })).toBe(false);
    expect(isOffline({})).toBe(false);
  });
});
