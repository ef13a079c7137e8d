import { keelVitestConfig } from "../../vitest.shared.js";

// Every suite here drives the built keel binary; packages.test.ts also drives npm (a loopback registry) and git,
// the sandbox*.test.ts suites bubblewrap and git, codemode-sandbox.test.ts bubblewrap, subagents.test.ts git (worktrees).
export default keelVitestConfig({
  systemSuites: [
    "test/packages.test.ts",
    "test/package-themes.test.ts",
    "test/sandbox.test.ts",
    "test/sandbox-escapes.test.ts",
    "test/sandbox-tui.test.ts",
    "test/sandbox-work.test.ts",
    "test/codemode-sandbox.test.ts",
    "test/subagents.test.ts",
    "test/subagents-tui.test.ts",
    "test/subagents-inherit.test.ts",
    "test/subagents-runs.test.ts",
    "test/subagents-agents.test.ts",
  ],
});
