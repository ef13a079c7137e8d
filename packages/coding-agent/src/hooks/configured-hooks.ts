import type { Diagnostic } from "../diagnostics.js";
import {
  DEFAULT_HOOK_TIMEOUT_SECONDS,
  HOOK_EVENT_NAMES,
  type HookEventName,
  type HooksSettings,
} from "../settings/hooks-settings-schema.js";
import { compileHookMatcher, type HookMatcher } from "./hook-matcher.js";

/** Where a set of hooks came from. */
export type HookSourceScope = "user" | "project" | "cli" | "claude-project" | "claude-local";

/** The `hooks` key of one file, with where it came from. */
export interface HookSource {
  scope: HookSourceScope;
  /** The file (or `command line`). */
  source: string;
  hooks: HooksSettings;
}

/** One command configured for one event, ready to run. */
export interface ConfiguredHook {
  event: HookEventName;
  /** The matcher as written (`undefined` when absent). */
  matcher: string | undefined;
  matches: HookMatcher;
  command: string;
  timeoutMs: number;
  scope: HookSourceScope;
  source: string;
}

/** Every usable hook of a run, and the problems found while reading them. */
export interface HookConfiguration {
  hooks: ConfiguredHook[];
  /** Event names in a file that Keel does not run (another tool's, or a typo). */
  unknownEvents: { event: string; source: string }[];
  diagnostics: Diagnostic[];
}

const KNOWN = new Set<string>(HOOK_EVENT_NAMES);

/**
 * Flattens the `hooks` keys of every source, in order, into one list of
 * commands. A matcher that is not a regular expression is reported and its
 * group left out; an unknown event name is reported once (a warning: the
 * file may be shared with another tool).
 *
 * @example
 * const config = configureHooks([{ scope: "user", source: file, hooks: settings.hooks }]);
 */
export function configureHooks(sources: readonly HookSource[]): HookConfiguration {
  const out: HookConfiguration = { hooks: [], unknownEvents: [], diagnostics: [] };
  for (const { scope, source, hooks } of sources) {
    for (const [event, groups] of Object.entries(hooks)) {
      if (!KNOWN.has(event)) {
        out.unknownEvents.push({ event, source });
        out.diagnostics.push({
          severity: "warning",
          source,
          path: `/hooks/${event}`,
          message: `Keel does not run "${event}" hooks; they are ignored`,
          hint: `Keel runs ${HOOK_EVENT_NAMES.join(", ")}.`,
        });
        continue;
      }
      if (!Array.isArray(groups)) continue;
      groups.forEach((group, index) => {
        const compiled = compileHookMatcher(group.matcher);
        if (!compiled.ok) {
          out.diagnostics.push({
            severity: "error",
            source,
            path: `/hooks/${event}/${index}/matcher`,
            message: `the matcher ${JSON.stringify(group.matcher)} is not a regular expression (${compiled.error}); its hooks do not run`,
            hint: 'Write a regular expression such as "Edit|Write", or "*" for every tool.',
          });
          return;
        }
        group.hooks.forEach((hook, position) => {
          if (hook.type !== "command" || !("command" in hook)) {
            out.diagnostics.push({
              severity: "warning",
              source,
              path: `/hooks/${event}/${index}/hooks/${position}`,
              message: `Keel runs only "command" hooks; this "${hook.type}" hook is ignored`,
              hint: "The other hooks of the file still run. Write it as a shell command to run it in Keel.",
            });
            return;
          }
          out.hooks.push({
            event: event as HookEventName,
            matcher: group.matcher,
            matches: compiled.test,
            command: hook.command,
            timeoutMs: Math.round((hook.timeout ?? DEFAULT_HOOK_TIMEOUT_SECONDS) * 1000),
            scope,
            source,
          });
        });
      });
    }
  }
  return out;
}
