import { DEFAULT_HOOK_TIMEOUT_SECONDS, HOOK_EVENT_NAMES } from "../settings/hooks-settings-schema.js";
import type { HookSource, HookSourceScope } from "./configured-hooks.js";
import type { HookSources } from "./hook-sources.js";

/** One configured command in `keel hooks list`. */
export interface HookListEntry {
  event: string;
  matcher: string;
  /** `command`, or a type Keel does not run (`prompt`, `agent`, `http`, …). */
  type: string;
  /** The shell command (`""` for a hook of another type). */
  command: string;
  timeoutSeconds: number;
  scope: HookSourceScope;
  source: string;
  /** False for an event Keel does not run (another tool's), or a hook that is not a shell command. */
  runs: boolean;
}

/** What `keel hooks list --json` prints. */
export interface HookListReport {
  /** The hooks that run in this folder. */
  active: HookListEntry[];
  /** What the untrusted project found from here would add if it were trusted. */
  ifTrusted: HookListEntry[];
  /** The untrusted project's folder, when there is one. */
  untrustedProject?: string;
}

const KNOWN = new Set<string>(HOOK_EVENT_NAMES);

function entries(sources: readonly HookSource[]): HookListEntry[] {
  return sources.flatMap((source) =>
    Object.entries(source.hooks).flatMap(([event, groups]) =>
      (Array.isArray(groups) ? groups : []).flatMap((group) =>
        group.hooks.map((hook) => {
          const command = hook.type === "command" && "command" in hook ? hook : undefined;
          return {
            event,
            matcher: group.matcher ?? "",
            type: hook.type,
            command: command?.command ?? "",
            timeoutSeconds: command?.timeout ?? DEFAULT_HOOK_TIMEOUT_SECONDS,
            scope: source.scope,
            source: source.source,
            runs: KNOWN.has(event) && command !== undefined,
          };
        }),
      ),
    ),
  );
}

/** The report of `keel hooks list`, from {@link collectHookSources}' answer. */
export function hookListReport(sources: HookSources, untrustedProject: string | undefined): HookListReport {
  return {
    active: entries(sources.active),
    ifTrusted: entries(sources.ifTrusted),
    ...(untrustedProject !== undefined ? { untrustedProject } : {}),
  };
}

function lines(list: readonly HookListEntry[]): string[] {
  return list.map((entry) => {
    const matcher = entry.matcher === "" ? "" : ` [${entry.matcher}]`;
    if (entry.type !== "command") {
      return `  ${entry.event}${matcher}  (a ${entry.type} hook; ${entry.source})  (Keel runs only command hooks)`;
    }
    const note = entry.runs ? "" : "  (not an event Keel runs)";
    return `  ${entry.event}${matcher}  ${entry.command}  (timeout ${entry.timeoutSeconds} s; ${entry.source})${note}`;
  });
}

/** `keel hooks list` for people: the hooks that run here, then what an untrusted project would add. */
export function formatHookList(report: HookListReport): string {
  const out = ["Hooks that run here:", ...(report.active.length === 0 ? ["  none"] : lines(report.active))];
  if (report.untrustedProject !== undefined) {
    out.push(
      `${report.untrustedProject} is not trusted; trusting it (keel trust) would add:`,
      ...(report.ifTrusted.length === 0 ? ["  no hooks"] : lines(report.ifTrusted)),
    );
  }
  return `${out.join("\n")}\n`;
}
