/** The colour scheme of the terminal UI. */
export type ThemeName = "dark" | "light";

/** A function that styles a piece of text (or returns it unchanged when colour is off). */
export type Paint = (text: string) => string;

/** The named styles every component draws with: no component writes raw escape codes. */
export interface Theme {
  readonly name: ThemeName;
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

/**
 * The theme for a terminal: no colour at all when `NO_COLOR` is set (any
 * value, per no-color.org), otherwise `dark` or `light` (`KEEL_THEME=light`,
 * or the `name` given).
 */
export function createTheme(env: Readonly<Record<string, string | undefined>>, name?: ThemeName): Theme {
  const chosen: ThemeName = name ?? (env.KEEL_THEME === "light" ? "light" : "dark");
  const color = env.NO_COLOR === undefined || env.NO_COLOR === "";
  if (!color) {
    return {
      name: chosen,
      color,
      accent: plain,
      muted: plain,
      dim: plain,
      bold: plain,
      italic: plain,
      underline: plain,
      error: plain,
      warning: plain,
      success: plain,
      user: plain,
      code: plain,
      heading: plain,
      link: plain,
      diffAdded: plain,
      diffRemoved: plain,
      diffHunk: plain,
      keyword: plain,
      string: plain,
      comment: plain,
      number: plain,
    };
  }
  const dark = chosen === "dark";
  return {
    name: chosen,
    color,
    accent: sgr(dark ? 36 : 34, 39),
    muted: sgr(dark ? 90 : 37, 39),
    dim: sgr(2, 22),
    bold: sgr(1, 22),
    italic: sgr(3, 23),
    underline: sgr(4, 24),
    error: sgr(31, 39),
    warning: sgr(33, 39),
    success: sgr(32, 39),
    user: sgr(dark ? 97 : 30, 39),
    code: sgr(dark ? 93 : 35, 39),
    heading: sgr(dark ? "1;96" : "1;34", 0),
    link: sgr(dark ? "4;94" : "4;34", 0),
    diffAdded: sgr(32, 39),
    diffRemoved: sgr(31, 39),
    diffHunk: sgr(36, 39),
    keyword: sgr(dark ? 95 : 35, 39),
    string: sgr(dark ? 92 : 32, 39),
    comment: sgr(90, 39),
    number: sgr(dark ? 93 : 33, 39),
  };
}
