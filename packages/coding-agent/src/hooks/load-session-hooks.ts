import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import { collectHookSources } from "./hook-sources.js";
import type { SessionHooks } from "./session-hooks.js";

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
 * `collectHookSources`); `hooks` is `undefined` when none is configured.
 * The runner's code loads only then: a run without hooks pays one look at
 * the settings it already read (and, in a trusted project, at `.claude/`).
 */
export async function loadSessionHooks(
  options: LoadSessionHooksOptions,
): Promise<{ hooks: SessionHooks | undefined; diagnostics: Diagnostic[] }> {
  const sources = await collectHookSources(options.config);
  const any = sources.active.some((source) => Object.keys(source.hooks).length > 0);
  if (!any) return { hooks: undefined, diagnostics: sources.diagnostics };
  const { buildSessionHooks } = await import("./build-session-hooks.js");
  const built = buildSessionHooks({
    sources: sources.active,
    cwd: options.cwd,
    projectDir: options.config.trustedProject?.root ?? options.cwd,
    env: options.env,
    subagent: options.subagent === true,
  });
  return { hooks: built.hooks, diagnostics: [...sources.diagnostics, ...built.diagnostics] };
}
