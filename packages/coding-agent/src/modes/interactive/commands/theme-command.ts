import { formatDiagnostic } from "../../../diagnostics.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import { setSettingsValue } from "../../../settings/update-settings-file.js";
import type { ThemeSwitch } from "../render/theme-switch.js";
import { selectDialog } from "../state/dialog-state.js";
import type { CommandHost } from "./command-host.js";

/**
 * `/theme`: a list of the themes (dark, light, and each a package carries),
 * the current one selected; `/theme <name>` picks one directly. The screen
 * repaints at once and the choice is saved as `theme` in the user's
 * settings, so the next session starts with it. An unknown name is an
 * error notice listing the themes there are.
 */
export async function themeCommand(
  ui: CommandHost,
  runtime: SessionRuntime,
  themes: ThemeSwitch,
  args: string,
): Promise<void> {
  const choice =
    args !== ""
      ? args
      : await new Promise<string | undefined>((resolve) =>
          ui.openDialog(selectDialog("Theme", themes.names(), resolve, themes.current().name)),
        );
  if (choice === undefined) return;
  const selected = themes.select(choice);
  if (!selected.ok) return ui.notify("error", `/theme: ${selected.error}`);
  // The scrollback was printed in the old colours: print it again in the new ones.
  ui.store.dispatch({ type: "redraw" });
  const file = runtime.themes().settingsFile;
  const saved = await setSettingsValue(file, ["theme"], selected.name);
  if (!saved.ok) {
    return ui.notify(
      "warning",
      `Theme: ${selected.name}, for this session only; it was not saved: ${saved.diagnostics.map(formatDiagnostic).join("; ")}`,
    );
  }
  const note = themes.current().color ? "" : " (NO_COLOR is set: the screen stays without colour)";
  ui.notify("info", `Theme: ${selected.name}, saved in ${file}${note}.`);
}
