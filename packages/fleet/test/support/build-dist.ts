import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** Vitest global setup: compiles the package to dist/ for the worker processes the tests start. */
export default function setup(): void {
  const packageDir = fileURLToPath(new URL("../..", import.meta.url));
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: packageDir, stdio: "inherit" });
}
