import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import { configureHooks } from "./configured-hooks.js";
import { HookRunner } from "./hook-runner.js";
import { collectHookSources } from "./hook-sources.js";
import { SessionHooks } from "./session-hooks.js";

/** Inputs of {@link loadSessionHooks}. */
export interface LoadSessionHooksOptions {
  config: Configuration;
  cwd: string;
  env: Env;
  /** The session is a subagent's (SubagentStop instead of Stop; no prompt, start or end hooks). */
  subagent?: boolean;
}

/**
 * The session's lifecycle hooks from every source that applies (see
 * `collectHookSources`); `hooks` is `undefined` when none is configured,
 * so a run without hooks pays nothing.
 */
export async function loadSessionHooks(
  options: LoadSessionHooksOptions,
): Promise<{ hooks: SessionHooks | undefined; diagnostics: Diagnostic[] }> {
  const sources = await collectHookSources(options.config);
  const configured = configureHooks(sources.active);
  const diagnostics = [...sources.diagnostics, ...configured.diagnostics];
  if (configured.hooks.length === 0) return { hooks: undefined, diagnostics };
  const runner = new HookRunner({
    hooks: configured.hooks,
    cwd: options.cwd,
    projectDir: options.config.trustedProject?.root ?? options.cwd,
    env: options.env,
  });
  return { hooks: new SessionHooks(runner, options.cwd, { subagent: options.subagent === true }), diagnostics };
}
