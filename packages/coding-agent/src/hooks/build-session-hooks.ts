import type { Diagnostic } from "../diagnostics.js";
import { configureHooks, type HookSource } from "./configured-hooks.js";
import { HookRunner } from "./hook-runner.js";
import { SessionHooks } from "./session-hooks.js";

/**
 * The runner and session hooks for the configured sources (loaded only
 * when some hook is configured: a run without hooks never reads this code).
 */
export function buildSessionHooks(options: {
  sources: readonly HookSource[];
  cwd: string;
  projectDir: string;
  env: Readonly<Record<string, string | undefined>>;
  subagent: boolean;
}): { hooks: SessionHooks | undefined; diagnostics: Diagnostic[] } {
  const configured = configureHooks(options.sources);
  if (configured.hooks.length === 0) return { hooks: undefined, diagnostics: configured.diagnostics };
  const runner = new HookRunner({
    hooks: configured.hooks,
    cwd: options.cwd,
    projectDir: options.projectDir,
    env: options.env,
  });
  return {
    hooks: new SessionHooks(runner, options.cwd, { subagent: options.subagent }),
    diagnostics: configured.diagnostics,
  };
}
