import { keelVitestConfig } from "../../vitest.shared.js";

// test/ drives real MCP servers (the reference servers and this package's fixtures) as child processes.
export default keelVitestConfig({ systemSuites: ["test/**/*.test.ts"] });
