/** The built-in colour schemes of the terminal UI. */
export type ThemeName = "dark" | "light";

/** A function that styles a piece of text (or returns it unchanged when colour is off). */
export type Paint = (text: string) => string;

/** The named styles every component draws with: no component writes raw escape codes. */
export interface Theme {
  /** The palette's name (`dark`, `light`, or a theme file's). */
  readonly name: string;
  /** False under `NO_COLOR`: every paint returns its text unchanged. */
  readonly color: boolean;
  accent: Paint;
  muted: Paint;
  dim: Paint;
  bold: Paint;
  italic: Paint;
  underline: Paint;
  error: Paint;
  warning: Paint;
  success: Paint;
  user: Paint;
  code: Paint;
  heading: Paint;
  link: Paint;
  diffAdded: Paint;
  diffRemoved: Paint;
  diffHunk: Paint;
  keyword: Paint;
  string: Paint;
  comment: Paint;
  number: Paint;
}

const plain: Paint = (text) => text;

function sgr(open: number | string, close: number): Paint {
  return (text) => (text === "" ? text : `\u001b[${open}m${text}\u001b[${close}m`);
}

/** The named colours of the terminal UI: what a theme file may set. */
export const THEME_COLORS = [
  "accent",
  "muted",
  "error",
  "warning",
  "success",
  "user",
  "code",
  "heading",
  "link",
  "diffAdded",
  "diffRemoved",
  "diffHunk",
  "keyword",
  "string",
  "comment",
  "number",
] as const;

/** One named colour of the terminal UI. */
export type ThemeColor = (typeof THEME_COLORS)[number];

/**
 * A palette: each named colour as the SGR parameters that turn it on
 * (`36`, `38;5;39`, `38;2;38;139;210`, `1;96` for bold bright cyan).
 * The built-in `dark` and `light` are two palettes; a theme file makes more.
 */
export interface ThemePalette {
  name: string;
  colors: Readonly<Record<ThemeColor, string>>;
}

/** The built-in palettes. */
export const BUILTIN_PALETTES: Readonly<Record<ThemeName, ThemePalette>> = {
  dark: {
    name: "dark",
    colors: {
      accent: "36",
      muted: "90",
      error: "31",
      warning: "33",
      success: "32",
      user: "97",
      code: "93",
      heading: "1;96",
      link: "4;94",
      diffAdded: "32",
      diffRemoved: "31",
      diffHunk: "36",
      keyword: "95",
      string: "92",
      comment: "90",
      number: "93",
    },
  },
  light: {
    name: "light",
    colors: {
      accent: "34",
      muted: "37",
      error: "31",
      warning: "33",
      success: "32",
      user: "30",
      code: "35",
      heading: "1;34",
      link: "4;34",
      diffAdded: "32",
      diffRemoved: "31",
      diffHunk: "36",
      keyword: "35",
      string: "32",
      comment: "90",
      number: "33",
    },
  },
};

/** A colour's paint: a foreground colour resets the foreground; one with bold or underline resets everything. */
function colorPaint(parameters: string): Paint {
  return sgr(parameters, /^(1|4);/.test(parameters) ? 0 : 39);
}

/**
 * The theme for a terminal: no colour at all when `NO_COLOR` is set (any
 * value, per no-color.org), otherwise the palette given (a built-in name
 * or a palette from a theme file), else `dark` or `light` (`KEEL_THEME=light`).
 */
export function createTheme(
  env: Readonly<Record<string, string | undefined>>,
  choice?: ThemeName | ThemePalette,
): Theme {
  const palette =
    typeof choice === "object" ? choice : BUILTIN_PALETTES[choice ?? (env.KEEL_THEME === "light" ? "light" : "dark")];
  const color = env.NO_COLOR === undefined || env.NO_COLOR === "";
  const paint = (name: ThemeColor): Paint => (color ? colorPaint(palette.colors[name]) : plain);
  return {
    name: palette.name,
    color,
    accent: paint("accent"),
    muted: paint("muted"),
    dim: color ? sgr(2, 22) : plain,
    bold: color ? sgr(1, 22) : plain,
    italic: color ? sgr(3, 23) : plain,
    underline: color ? sgr(4, 24) : plain,
    error: paint("error"),
    warning: paint("warning"),
    success: paint("success"),
    user: paint("user"),
    code: paint("code"),
    heading: paint("heading"),
    link: paint("link"),
    diffAdded: paint("diffAdded"),
    diffRemoved: paint("diffRemoved"),
    diffHunk: paint("diffHunk"),
    keyword: paint("keyword"),
    string: paint("string"),
    comment: paint("comment"),
    number: paint("number"),
  };
}
