import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { Type } from "typebox";
import type { Diagnostic } from "../../../diagnostics.js";
import { compileSchema } from "../../../validation/compile-schema.js";
import { BUILTIN_PALETTES, THEME_COLORS, type ThemeColor, type ThemeName, type ThemePalette } from "./theme.js";

const Color = Type.Union([
  Type.String({ pattern: "^#[0-9a-fA-F]{6}$", description: "An RGB colour, #rrggbb." }),
  Type.Integer({ minimum: 0, maximum: 255, description: "A 256-colour palette index." }),
]);

/**
 * A theme file (JSON): a name, the built-in palette it starts from, and
 * the named colours it changes. Unknown colour names are refused.
 */
export const ThemeFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.String({ pattern: "^[^/]+$", minLength: 1, description: "How settings.theme names it." }),
    base: Type.Optional(
      Type.Enum(["dark", "light"], { description: "The built-in palette it starts from. Default dark." }),
    ),
    colors: Type.Object(Object.fromEntries(THEME_COLORS.map((name) => [name, Type.Optional(Color)])), {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);

let validate: ReturnType<typeof compileSchema> | undefined;

/** `#rrggbb` or a 256-colour index as SGR foreground parameters. */
function sgrOf(color: string | number): string {
  if (typeof color === "number") return `38;5;${color}`;
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  return `38;2;${r};${g};${b}`;
}

/** The JSON files a theme path stands for: the file, or a folder's `*.json`. */
async function themeFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return [];
  if (info.isFile()) return [path];
  const names = (await readdir(path).catch(() => [] as string[])).sort();
  return names.filter((name) => extname(name) === ".json").map((name) => join(path, name));
}

/**
 * Reads theme files (or folders of them) into palettes. A file that is
 * not valid JSON or does not fit {@link ThemeFileSchema} is a diagnostic
 * naming it; the others load.
 */
export async function readThemeFiles(
  paths: readonly string[],
): Promise<{ palettes: ThemePalette[]; diagnostics: Diagnostic[] }> {
  validate ??= compileSchema(ThemeFileSchema);
  const palettes: ThemePalette[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    for (const file of await themeFiles(path)) {
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        diagnostics.push({
          severity: "warning",
          source: file,
          message: `theme not loaded: ${error instanceof Error ? error.message : String(error)}`,
        });
        continue;
      }
      if (!validate(json)) {
        const first = validate.errors?.[0];
        diagnostics.push({
          severity: "warning",
          source: file,
          message: `theme not loaded: ${first?.instancePath || "(root)"} ${first?.message ?? "is invalid"}`,
          hint: `A theme is { "name": "…", "base": "dark" | "light", "colors": { ${THEME_COLORS.slice(0, 3).join(", ")}, …: "#rrggbb" or 0-255 } }.`,
        });
        continue;
      }
      const theme = json as { name: string; base?: ThemeName; colors: Partial<Record<ThemeColor, string | number>> };
      const colors = { ...BUILTIN_PALETTES[theme.base ?? "dark"].colors };
      for (const [name, value] of Object.entries(theme.colors)) {
        if (value !== undefined) colors[name as ThemeColor] = sgrOf(value);
      }
      palettes.push({ name: theme.name, colors });
    }
  }
  return { palettes, diagnostics };
}

/**
 * The palette `name` picks (`settings.theme`, else `KEEL_THEME`): a
 * built-in one or one of `palettes`. An unknown name is a warning listing
 * the themes there are, and the default (`dark`) is used.
 */
export function chooseThemePalette(
  name: string | undefined,
  palettes: readonly ThemePalette[],
): { palette: ThemePalette | undefined; diagnostics: Diagnostic[] } {
  if (name === undefined) return { palette: undefined, diagnostics: [] };
  const found = palettes.find((palette) => palette.name === name);
  if (found !== undefined) return { palette: found, diagnostics: [] };
  if (name === "dark" || name === "light") return { palette: BUILTIN_PALETTES[name], diagnostics: [] };
  const known = ["dark", "light", ...palettes.map((palette) => palette.name)];
  return {
    palette: undefined,
    diagnostics: [
      {
        severity: "warning",
        source: "settings: theme",
        message: `no theme named "${name}"; using dark`,
        hint: `Themes here: ${known.join(", ")}.`,
      },
    ],
  };
}
