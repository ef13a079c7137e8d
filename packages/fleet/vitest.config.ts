import { keelVitestConfig } from "../../vitest.shared.js";

// test/ needs a real Redis server and starts real worker processes, which run the
// compiled package (dist/): the global setup compiles it once, so a worker and each
// job's child start in plain Node. Both are left out of unit-only runs.
export default keelVitestConfig({
  systemSuites: ["test/**/*.test.ts"],
  systemSetup: ["test/support/build-dist.ts"],
});
