import { keelVitestConfig } from "../../vitest.shared.js";

// Every suite here drives the built keel binary; packages.test.ts also drives npm (a loopback registry) and git.
export default keelVitestConfig({ systemSuites: ["test/packages.test.ts"] });
