import { isAbsolute, resolve } from "node:path";
import type { UsageError } from "../usage-error.js";

/**
 * Where a package comes from, parsed from the text a user typed or wrote
 * in `packages`: an npm package (`npm:<name>[@<version or range>]`), a git
 * repository (`git:<host>/<path>[@<ref>]` or an `https://…` URL), or a
 * local folder or file (loaded where it is, never copied).
 */
export type PackageSource =
  | {
      kind: "npm";
      /** As written (`npm:@team/tools@^1.2.0`). */
      text: string;
      /** The npm package name (`@team/tools`). */
      name: string;
      /** The version or range after the name; `undefined` means the `latest` tag. */
      spec: string | undefined;
      /** An exact version (`1.2.3`): `keel update` never moves it. */
      pinned: boolean;
    }
  | {
      kind: "git";
      text: string;
      /** The URL git clones (`https://github.com/team/tools`). */
      url: string;
      /** `github.com/team/tools`: the repository without scheme, `.git` or ref. */
      repository: string;
      /** The branch, tag or commit after `@`; `undefined` means the remote's default branch. */
      ref: string | undefined;
    }
  | {
      kind: "local";
      text: string;
      /** The absolute path of the folder or file. */
      path: string;
    };

/** The outcome of {@link parsePackageSource}: errors are data with what to do. */
export type ParsePackageSourceResult = { ok: true; source: PackageSource } | { ok: false; error: UsageError };

const NPM_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/;
const EXACT_VERSION = /^v?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const HOST = /^(localhost|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(:\d+)?$/;
const FORMS = "npm:<name>[@<version>], git:<host>/<path>[@<ref>], https://<host>/<path>[@<ref>], or a path (./folder)";

function fail(message: string, hint = `Package sources are ${FORMS}.`): ParsePackageSourceResult {
  return { ok: false, error: { message, hint } };
}

/**
 * Whether a word names a package source by its prefix (`npm:`, `git:`,
 * `https://`, `http://`, `ssh://`) rather than a path: `-e` takes both.
 */
export function isRemotePackageSource(text: string): boolean {
  return /^(npm:|git:|https?:\/\/|ssh:\/\/)/.test(text.trim());
}

/**
 * Parses a package source. Local paths resolve from `baseDir` (the
 * settings file's folder, or the working folder for a command line), `~`
 * from `homeDir`. Refs and versions are kept as written: whether a git
 * ref is a tag or a branch is known only once it is fetched.
 *
 * @example
 * parsePackageSource("npm:@team/tools@^1.2.0", process.cwd());
 * // { ok: true, source: { kind: "npm", name: "@team/tools", spec: "^1.2.0", pinned: false, … } }
 */
export function parsePackageSource(raw: string, baseDir: string, homeDir?: string): ParsePackageSourceResult {
  const text = raw.trim();
  if (text === "") return fail("empty package source");
  if (text.startsWith("npm:")) return parseNpm(text);
  if (text.startsWith("git:")) return parseGit(text, text.slice(4));
  if (/^(https?|ssh):\/\//.test(text)) return parseGit(text, text);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):(?!\\)/.exec(text);
  if (scheme !== null && scheme[1] !== undefined && scheme[1].length > 1) {
    return fail(`unknown package source type "${scheme[1]}:" in "${text}"`);
  }
  if (!/^(\.{1,2}([/\\]|$)|[/\\~]|[A-Za-z]:[/\\])/.test(text)) {
    return fail(
      `"${text}" is neither a package source nor a path`,
      `For an npm package write npm:${text}; for a folder here write ./${text}.`,
    );
  }
  const home = homeDir ?? process.env.HOME ?? "/";
  const expanded = text === "~" ? home : text.startsWith("~/") ? resolve(home, text.slice(2)) : text;
  return {
    ok: true,
    source: { kind: "local", text, path: isAbsolute(expanded) ? expanded : resolve(baseDir, expanded) },
  };
}

function parseNpm(text: string): ParsePackageSourceResult {
  const body = text.slice(4);
  if (body === "") return fail('"npm:" needs a package name, e.g. npm:@team/tools or npm:tools@1.2.0');
  // The version separator is the first "@" after the scope's.
  const at = body.indexOf("@", body.startsWith("@") ? 1 : 0);
  const name = at === -1 ? body : body.slice(0, at);
  const spec = at === -1 ? undefined : body.slice(at + 1);
  if (!NPM_NAME.test(name)) {
    return fail(
      `"${name}" is not a valid npm package name`,
      "npm names are lower case, like tools or @team/tools; a version follows an @ (npm:tools@1.2.0).",
    );
  }
  if (spec !== undefined && (spec === "" || /\s/.test(spec))) {
    return fail(
      `"${text}" has an empty or spaced version after "@"`,
      "Write npm:<name>@<version or range>, e.g. npm:tools@^1.2.0.",
    );
  }
  return {
    ok: true,
    source: { kind: "npm", text, name, spec, pinned: spec !== undefined && EXACT_VERSION.test(spec) },
  };
}

function parseGit(text: string, body: string): ParsePackageSourceResult {
  const scheme = /^(https?|ssh):\/\//.exec(body)?.[0];
  const rest = scheme === undefined ? body : body.slice(scheme.length);
  const slash = rest.indexOf("/");
  const hostPart = slash === -1 ? rest : rest.slice(0, slash);
  const host = hostPart.includes("@") ? hostPart.slice(hostPart.lastIndexOf("@") + 1) : hostPart;
  if (slash === -1 || !HOST.test(host)) {
    return fail(
      `"${text}" does not name a git repository as <host>/<path>`,
      "Write git:github.com/team/tools, git:github.com/team/tools@v1 or https://github.com/team/tools.",
    );
  }
  let path = rest.slice(slash + 1);
  let ref: string | undefined;
  const at = path.lastIndexOf("@");
  if (at !== -1) {
    ref = path.slice(at + 1);
    path = path.slice(0, at);
    if (ref === "" || /[\s~^:?*[\\]/.test(ref) || ref.startsWith("-")) {
      return fail(
        `"${text}" has a bad git ref "${ref}" after "@"`,
        "A ref is a branch, tag or commit: git:host/path@v1.",
      );
    }
  }
  path = path.replace(/\/+$/, "");
  if (path === "" || path.split("/").some((part) => part === "" || part === "." || part === "..")) {
    return fail(`"${text}" has no repository path after the host`, "Write git:<host>/<owner>/<repo>.");
  }
  const url = `${scheme ?? "https://"}${hostPart}/${path}`;
  const repository = `${host.toLowerCase()}/${path.replace(/\.git$/, "")}`;
  return { ok: true, source: { kind: "git", text, url, repository, ref } };
}

/**
 * The identity of a package across declarations: npm packages by name,
 * git repositories by host and path (not the ref), local ones by absolute
 * path. Two declarations with one identity are one package; the project's wins.
 */
export function packageIdentity(source: PackageSource): string {
  switch (source.kind) {
    case "npm":
      return `npm:${source.name}`;
    case "git":
      return `git:${source.repository}`;
    case "local":
      return `local:${source.path}`;
    default: {
      const never: never = source;
      throw new Error(`unknown package source ${JSON.stringify(never)}`);
    }
  }
}
