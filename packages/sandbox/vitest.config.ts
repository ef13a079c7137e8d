import { keelVitestConfig } from "../../vitest.shared.js";

/** The suites under test/ run real bubblewrap, git and socat. */
export default keelVitestConfig({ systemSuites: ["test/**/*.test.ts"] });
