import { spawnSync } from "node:child_process";

/**
 * Whether a system program the suite needs (git, bubblewrap, …) runs here.
 * With `KEEL_REQUIRE_SYSTEM_TOOLS=1` (CI) a missing one throws, so a suite
 * fails instead of passing by skipping; elsewhere the caller may skip.
 */
export function systemProgram(command: string, install: string): boolean {
  if (spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0) return true;
  if (process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") {
    throw new Error(`${command} is required (KEEL_REQUIRE_SYSTEM_TOOLS=1) but was not found on PATH: ${install}`);
  }
  return false;
}
