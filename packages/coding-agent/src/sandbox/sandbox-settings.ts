import { isAbsolute, join, resolve } from "node:path";
import { domainPatternProblem } from "@keel/sandbox";
import type { Diagnostic } from "../diagnostics.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { SANDBOX_MODES, type SandboxModeSetting } from "../settings/sandbox-settings-schema.js";

/** The `sandbox` settings after layering, every path absolute. */
export interface EffectiveSandboxSettings {
  mode: SandboxModeSetting;
  writableRoots: string[];
  protect: string[];
  denyRead: string[];
  network: boolean;
  allowedDomains: string[];
  required: boolean;
  allowEscalation: boolean;
  /** The settings file or flag that chose the mode (`default` when none did). */
  modeSource: string;
}

/** Where relative and `~/` sandbox paths resolve from. */
export interface SandboxPathBase {
  /** The project root (the git work tree's top, else the working folder). */
  projectRoot: string;
  homeDir: string;
}

/** `~` and `~/x` from the home folder, absolute paths as they are, anything else from the project root. */
export function resolveSandboxPath(path: string, base: SandboxPathBase): string {
  if (path === "~") return base.homeDir;
  if (path.startsWith("~/")) return join(base.homeDir, path.slice(2));
  return isAbsolute(path) ? resolve(path) : resolve(base.projectRoot, path);
}

const RANK: Record<SandboxModeSetting, number> = { "read-only": 0, "workspace-write": 1, off: 2 };

/**
 * Layers the `sandbox` settings of the user file, the (trusted) project
 * file and the command line over the defaults (`workspace-write`, no
 * network, escalation offered). Lists add up across layers. A project may
 * only narrow the sandbox: a narrower mode, more `protect` and `denyRead`,
 * `network: false`, `required: true`, `allowEscalation: false`; whatever it
 * writes that would widen it (a wider mode, `writableRoots`, `network:
 * true`, `allowedDomains`, `required: false`, `allowEscalation: true`) is
 * ignored with a warning, as its permission allow rules are.
 *
 * @example
 * const { settings } = resolveSandboxSettings(config.layers, { projectRoot: "/p", homeDir: "/home/me" });
 * settings.mode; // "workspace-write" unless a layer says otherwise
 */
export function resolveSandboxSettings(
  layers: readonly SettingsLayer[],
  base: SandboxPathBase,
): { settings: EffectiveSandboxSettings; diagnostics: Diagnostic[] } {
  const out: EffectiveSandboxSettings = {
    mode: "workspace-write",
    writableRoots: [],
    protect: [],
    denyRead: [],
    network: false,
    allowedDomains: [],
    required: false,
    allowEscalation: true,
    modeSource: "default",
  };
  const diagnostics: Diagnostic[] = [];
  const paths = (list: readonly string[] | undefined) => (list ?? []).map((path) => resolveSandboxPath(path, base));
  for (const layer of layers) {
    const sandbox = layer.settings.sandbox;
    if (sandbox === undefined) continue;
    const project = layer.scope === "project";
    const ignore = (key: string, why: string) =>
      diagnostics.push({
        severity: "warning",
        source: layer.source,
        path: `/sandbox/${key}`,
        message: `a project cannot widen its own sandbox; ${why} is ignored`,
        hint: "Put it in your own settings file ($KEEL_HOME/settings.json), or pass --sandbox for one run.",
      });
    if (sandbox.mode !== undefined) {
      if (project && RANK[sandbox.mode] > RANK[out.mode])
        ignore("mode", `mode ${sandbox.mode} (wider than ${out.mode})`);
      else {
        out.mode = sandbox.mode;
        out.modeSource = layer.source;
      }
    }
    if (sandbox.writableRoots !== undefined && sandbox.writableRoots.length > 0) {
      if (project) ignore("writableRoots", `writableRoots (${sandbox.writableRoots.join(", ")})`);
      else out.writableRoots.push(...paths(sandbox.writableRoots));
    }
    out.protect.push(...paths(sandbox.protect));
    out.denyRead.push(...paths(sandbox.denyRead));
    if (sandbox.network !== undefined) {
      if (project && sandbox.network && !out.network) ignore("network", "network: true");
      else out.network = sandbox.network;
    }
    if (sandbox.allowedDomains !== undefined && sandbox.allowedDomains.length > 0) {
      if (project) ignore("allowedDomains", `allowedDomains (${sandbox.allowedDomains.join(", ")})`);
      else
        sandbox.allowedDomains.forEach((pattern, index) => {
          const problem = domainPatternProblem(pattern);
          if (problem === undefined) out.allowedDomains.push(pattern);
          else
            diagnostics.push({
              severity: "warning",
              source: layer.source,
              path: `/sandbox/allowedDomains/${index}`,
              message: `${problem}; this entry is ignored`,
              hint: 'Entries are host names ("registry.npmjs.org"), "*."-prefixed ones ("*.github.com") or IP addresses.',
            });
        });
    }
    if (sandbox.required !== undefined) {
      if (project && !sandbox.required && out.required) ignore("required", "required: false");
      else out.required = sandbox.required;
    }
    if (sandbox.allowEscalation !== undefined) {
      if (project && sandbox.allowEscalation && !out.allowEscalation)
        ignore("allowEscalation", "allowEscalation: true");
      else out.allowEscalation = sandbox.allowEscalation;
    }
  }
  for (const key of ["writableRoots", "protect", "denyRead", "allowedDomains"] as const) {
    out[key] = [...new Set(out[key])];
  }
  return { settings: out, diagnostics };
}

/** Whether `value` is one of the sandbox modes. */
export function isSandboxMode(value: string): value is SandboxModeSetting {
  return (SANDBOX_MODES as readonly string[]).includes(value);
}
