import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string): string => fileURLToPath(new URL(`./packages/${path}`, import.meta.url));

/**
 * Shared vitest config: workspace packages resolve to their TypeScript
 * sources, so a package's tests never need its dependencies built first.
 * Published packages resolve to `dist` through their `exports` maps.
 */
export function keelVitestConfig() {
  return defineConfig({
    resolve: {
      alias: [
        { find: /^@keel\/ai\/testing$/, replacement: src("ai/src/testing/index.ts") },
        { find: /^@keel\/ai$/, replacement: src("ai/src/index.ts") },
        { find: /^@keel\/agent-core$/, replacement: src("agent-core/src/index.ts") },
        { find: /^@keel\/tools$/, replacement: src("tools/src/index.ts") },
        { find: /^@keel\/mcp$/, replacement: src("mcp/src/index.ts") },
        { find: /^@keel\/fleet$/, replacement: src("fleet/src/index.ts") },
        { find: /^@keel\/coding-agent\/testing$/, replacement: src("coding-agent/src/testing/index.ts") },
        { find: /^@keel\/coding-agent\/rpc-client$/, replacement: src("coding-agent/src/rpc-client/index.ts") },
        { find: /^@keel\/coding-agent$/, replacement: src("coding-agent/src/index.ts") },
      ],
    },
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      testTimeout: 30_000,
      hookTimeout: 30_000,
      pool: "forks",
    },
  });
}
