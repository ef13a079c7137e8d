import type { SettingsLayer } from "../settings/resolve-settings.js";
import type { RuleList } from "./permission-policy.js";
import { parseRule } from "./permission-rule.js";

/** A permission rule of a settings file, with where it came from. */
export interface SettingsRuleView {
  list: RuleList;
  rule: string;
  /** The settings file (or `--allow`… for the command line). */
  source: string;
  /** Why the rule does not apply, when it does not (a project's allow rule). */
  ignored?: string;
}

const LISTS: readonly RuleList[] = ["deny", "ask", "allow"];

/** Why a project's allow rules are listed but never applied. */
export const PROJECT_ALLOW_IGNORED = "ignored: a project cannot grant permissions";

/**
 * The permission rules of every settings layer, deny first, each with its
 * source; a project's allow rules are marked ignored. What `keel
 * permissions` prints and `/permissions` shows.
 */
export function settingsRules(layers: readonly SettingsLayer[]): SettingsRuleView[] {
  const rules: SettingsRuleView[] = [];
  for (const layer of layers) {
    for (const list of LISTS) {
      for (const rule of layer.settings.permissions?.[list] ?? []) {
        const ignored = layer.scope === "project" && list === "allow";
        rules.push({ list, rule, source: layer.source, ...(ignored ? { ignored: PROJECT_ALLOW_IGNORED } : {}) });
      }
    }
  }
  return rules;
}

/** The settings file a rule (in its canonical text) comes from, if any: to tell a user where to remove it. */
export function settingsSourceOf(layers: readonly SettingsLayer[], ruleText: string): string | undefined {
  return settingsRules(layers).find((entry) => {
    const parsed = parseRule(entry.rule);
    return parsed.ok && parsed.rule.text === ruleText;
  })?.source;
}
