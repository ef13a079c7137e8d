import { mergeConfig } from "vitest/config";
import { keelVitestConfig } from "../../vitest.shared.js";

// The fleet tests start real worker processes, which run the compiled package (dist/):
// the global setup compiles it once, so a worker and each job's child start in plain Node.
export default mergeConfig(keelVitestConfig(), { test: { globalSetup: ["test/support/build-dist.ts"] } });
