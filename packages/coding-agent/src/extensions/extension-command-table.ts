import type { ExtensionRecord } from "./create-extension-api.js";
import type { ExtensionCommand } from "./extension-api.js";
import type { RegisteredCommand } from "./extension-registrations.js";

/** One command of the table: what hosts list, and the handler to run. */
export interface CommandRow {
  registered: RegisteredCommand;
  command: ExtensionCommand;
}

/**
 * Every command the loaded extensions registered, in load order; a name
 * several extensions registered is invoked as `name:1`, `name:2`…
 */
export function extensionCommandTable(loaded: readonly ExtensionRecord[]): CommandRow[] {
  const all = loaded.flatMap((ext) => ext.commands.map((c) => ({ ...c, extensionPath: ext.path })));
  const counts = new Map<string, number>();
  for (const c of all) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return all.map((c) => {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    const registered: RegisteredCommand = {
      name: c.name,
      invocation: (counts.get(c.name) ?? 0) > 1 ? `${c.name}:${n}` : c.name,
      extensionPath: c.extensionPath,
    };
    if (c.command.description !== undefined) registered.description = c.command.description;
    return { registered, command: c.command };
  });
}
