#!/usr/bin/env node
// Builds the workspace packages a runnable target needs, quietly: turbo's
// banner, telemetry notice and task logs are shown only when the build fails.
// Usage: node scripts/quiet-build.mjs <turbo filter>   e.g. "@keel/example-quickstart^..."
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const filter = process.argv[2];
if (filter === undefined) {
  console.error('usage: node scripts/quiet-build.mjs <turbo filter>   e.g. "@keel/example-quickstart^..."');
  process.exit(2);
}
const root = resolve(import.meta.dirname, "..");
const result = spawnSync("pnpm", ["exec", "turbo", "run", "build", `--filter=${filter}`, "--output-logs=errors-only"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
});
if (result.status !== 0) {
  process.stderr.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  console.error(`\nbuilding ${filter} failed (status ${result.status ?? result.signal}); the output above says why.`);
  process.exit(1);
}
