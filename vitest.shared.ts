import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string): string => fileURLToPath(new URL(`./packages/${path}`, import.meta.url));

/** What a package's vitest config tells the shared config. */
export interface KeelVitestOptions {
  /**
   * Test files (globs relative to the package) that drive real programs
   * beside Node — tmux, Chromium, Redis, MCP servers, the built `keel`
   * binary. CI runs them once, on Node 20; with `KEEL_TEST_SCOPE=unit`
   * (CI's runs on Node 22 and 24) they are left out.
   */
  readonly systemSuites?: readonly string[];
  /** Global setup files that only the system suites need (left out with them). */
  readonly systemSetup?: readonly string[];
}

/** `KEEL_TEST_SCOPE`: `all` (the default) runs every suite, `unit` leaves out the system suites. */
function testScope(): "all" | "unit" {
  const scope = process.env.KEEL_TEST_SCOPE ?? "all";
  if (scope !== "all" && scope !== "unit")
    throw new Error(`KEEL_TEST_SCOPE must be "all" or "unit", not ${JSON.stringify(scope)}`);
  return scope;
}

/**
 * Shared vitest config: workspace packages resolve to their TypeScript
 * sources, so a package's tests never need its dependencies built first.
 * Published packages resolve to `dist` through their `exports` maps.
 */
export function keelVitestConfig(options: KeelVitestOptions = {}) {
  const unitOnly = testScope() === "unit";
  const excluded = unitOnly ? [...(options.systemSuites ?? [])] : [];
  const globalSetup = unitOnly ? [] : [...(options.systemSetup ?? [])];
  return defineConfig({
    resolve: {
      alias: [
        { find: /^@keel\/ai\/testing$/, replacement: src("ai/src/testing/index.ts") },
        { find: /^@keel\/ai$/, replacement: src("ai/src/index.ts") },
        { find: /^@keel\/agent-core$/, replacement: src("agent-core/src/index.ts") },
        { find: /^@keel\/tools$/, replacement: src("tools/src/index.ts") },
        { find: /^@keel\/sandbox\/internal$/, replacement: src("sandbox/src/internal.ts") },
        { find: /^@keel\/sandbox$/, replacement: src("sandbox/src/index.ts") },
        { find: /^@keel\/mcp$/, replacement: src("mcp/src/index.ts") },
        { find: /^@keel\/fleet$/, replacement: src("fleet/src/index.ts") },
        { find: /^@keel\/coding-agent\/testing$/, replacement: src("coding-agent/src/testing/index.ts") },
        { find: /^@keel\/coding-agent\/rpc-client$/, replacement: src("coding-agent/src/rpc-client/index.ts") },
        { find: /^@keel\/coding-agent\/internal$/, replacement: src("coding-agent/src/internal.ts") },
        { find: /^@keel\/coding-agent$/, replacement: src("coding-agent/src/index.ts") },
      ],
    },
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      exclude: ["**/node_modules/**", ...excluded],
      globalSetup,
      testTimeout: 30_000,
      hookTimeout: 30_000,
      pool: "forks",
      // The files of a package share their worker's loaded modules instead of
      // importing every source again per file (on two cores that import was
      // two thirds of a unit run). So a test leaves no global state behind:
      // what it registers (models, providers) it unregisters.
      isolate: false,
    },
  });
}
