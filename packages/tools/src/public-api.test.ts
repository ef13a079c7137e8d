import { describe, expect, it } from "vitest";
import * as root from "./index.js";
import * as internal from "./internal.js";

describe("public surface", () => {
  it("the package root exports the stable API only", () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        "DEFAULT_FIND_LIMIT",
        "DEFAULT_GREP_LIMIT",
        "DEFAULT_LS_LIMIT",
        "DEFAULT_MAX_BYTES",
        "DEFAULT_MAX_IMAGE_BYTES",
        "DEFAULT_MAX_LINES",
        "MemoryFs",
        "ProcessRegistry",
        "SpillFolder",
        "activeFileMutationCount",
        "allTools",
        "bashParameters",
        "codingTools",
        "createBashTool",
        "createEditTool",
        "createFindTool",
        "createGrepTool",
        "createLocalExecOps",
        "createLocalFsOps",
        "createLsTool",
        "createPowerShellTool",
        "createReadTool",
        "createWriteTool",
        "defaultProcessRegistry",
        "editParameters",
        "findParameters",
        "findPowerShell",
        "formatSize",
        "fsError",
        "fsErrorCode",
        "grepParameters",
        "localExecOps",
        "localFsOps",
        "lsParameters",
        "powerShellParameters",
        "readOnlyTools",
        "readParameters",
        "resolveToolPath",
        "summarizeTruncation",
        "truncateHead",
        "truncateTail",
        "withFileMutationQueue",
        "writeParameters",
      ].sort(),
    );
  });

  it("plumbing lives behind @keel/tools/internal, not in the root", () => {
    for (const name of [
      "sliceUtf8",
      "TailBuffer",
      "buildPowerShellScript",
      "runShellCommand",
      "SpillSink",
      "spawnProcess",
    ]) {
      expect(name in internal, name).toBe(true);
      expect(name in root, name).toBe(false);
    }
    for (const name of Object.keys(internal)) expect(name in root, name).toBe(false);
  });
});
