import type { Diagnostic } from "../../../diagnostics.js";
import { BUILTIN_PALETTES, createTheme, type Theme, type ThemePalette } from "./theme.js";
import { chooseThemePalette, readThemeFiles } from "./theme-file.js";

/** What {@link ThemeSwitch.select} answers: the palette now in use, or why the name fits none. */
export type ThemeSelection = { ok: true; name: string } | { ok: false; error: string };

/**
 * The terminal UI's current theme and the palettes it may switch to (the
 * built-in `dark` and `light`, then each theme file a package carries).
 * The screen subscribes to it, so `/theme` repaints without a restart.
 */
export class ThemeSwitch {
  private theme: Theme;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly palettes: readonly ThemePalette[],
    initial: ThemePalette | undefined,
  ) {
    this.theme = createTheme(env, initial);
  }

  /**
   * Reads the theme files and picks the palette `selected` names (else
   * `KEEL_THEME`, else dark). A bad file or an unknown name is a
   * diagnostic; the switch still starts, on dark.
   */
  static async load(
    env: Readonly<Record<string, string | undefined>>,
    wanted: { selected: string | undefined; files: readonly string[] },
  ): Promise<{ themes: ThemeSwitch; diagnostics: Diagnostic[] }> {
    const files = await readThemeFiles(wanted.files);
    const chosen = chooseThemePalette(wanted.selected ?? env.KEEL_THEME, files.palettes);
    return {
      themes: new ThemeSwitch(env, files.palettes, chosen.palette),
      diagnostics: [...files.diagnostics, ...chosen.diagnostics],
    };
  }

  /** The names `/theme` offers: dark, light, then the files' themes (a file's theme named like a built-in replaces it). */
  names(): string[] {
    const names = ["dark", "light", ...this.palettes.map((palette) => palette.name)];
    return [...new Set(names)];
  }

  /** The theme the screen draws with now (stable between switches). */
  readonly current = (): Theme => this.theme;

  /** Subscribes to switches; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Switches to the palette named `name`; an unknown name changes nothing and says which names there are. */
  select(name: string): ThemeSelection {
    const palette =
      this.palettes.find((candidate) => candidate.name === name) ??
      (name === "dark" || name === "light" ? BUILTIN_PALETTES[name] : undefined);
    if (palette === undefined) {
      return { ok: false, error: `No theme named "${name}". Themes here: ${this.names().join(", ")}.` };
    }
    this.theme = createTheme(this.env, palette);
    for (const listener of this.listeners) listener();
    return { ok: true, name: palette.name };
  }
}
