import type { Configuration } from "../configuration/load-configuration.js";
import type { SessionFile } from "../session/session-file.js";
import type { SessionEntry } from "../session/session-schema.js";
import type { RuntimeResult } from "./runtime-result.js";
import type { ProjectView } from "./session-runtime.js";
import { buildSessionTree, entriesSince, type SessionTreeNode } from "./session-tree.js";

/** The project a session runs in and its trust (`SessionRuntime.project`). */
export function projectView(config: Configuration): ProjectView {
  return {
    ...(config.project === undefined ? {} : { config: config.project }),
    trusted: config.trusted,
    trustFile: config.home.trust,
  };
}

/** The terminal UI's themes of a session (`SessionRuntime.themes`). */
export function themesView(config: Configuration): {
  selected: string | undefined;
  files: readonly string[];
  settingsFile: string;
} {
  // applyPackages adds the package themes to the configuration it returns.
  const view: { settings: { theme?: string }; packageThemes?: readonly string[]; home: { settings: string } } = config;
  return { selected: view.settings.theme, files: view.packageThemes ?? [], settingsFile: view.home.settings };
}

/** The entries after `since` (all of them without it) and the leaf; an unknown `since` is refused. */
export function sessionEntries(
  store: SessionFile,
  since: string | undefined,
): RuntimeResult<{ entries: SessionEntry[]; leafId: string | null }> {
  const entries = entriesSince(store, since);
  if (entries === undefined)
    return { ok: false, error: `no session entry has id "${since}"; omit since for every entry` };
  return { ok: true, value: { entries, leafId: store.leafId } };
}

/** The whole session tree and the leaf (`/tree`). */
export function sessionTreeView(store: SessionFile): { tree: SessionTreeNode[]; leafId: string | null } {
  return { tree: buildSessionTree(store), leafId: store.leafId };
}
