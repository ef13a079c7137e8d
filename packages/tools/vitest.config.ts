import { mergeConfig } from "vitest/config";
import { keelVitestConfig } from "../../vitest.shared.js";

export default mergeConfig(keelVitestConfig(), {
  test: { setupFiles: ["./src/test-support/setup.ts"] },
});
