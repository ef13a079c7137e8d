import { spawnSync } from "node:child_process";

/**
 * Whether a system program the suite needs (git, bubblewrap, …) runs here.
 * With `KEEL_REQUIRE_SYSTEM_TOOLS=1` (CI) a missing one throws, so a suite
 * fails instead of passing by skipping; elsewhere the caller may skip.
 */
export function systemProgram(command: string, install: string): boolean {
  // Found and started is enough: some programs (socat) exit non-zero on `--version`.
  if (spawnSync(command, ["--version"], { stdio: "ignore" }).error === undefined) return true;
  if (process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") {
    throw new Error(`${command} is required (KEEL_REQUIRE_SYSTEM_TOOLS=1) but was not found on PATH: ${install}`);
  }
  return false;
}
