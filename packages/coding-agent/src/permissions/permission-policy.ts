import type { PermissionMode } from "../settings/permission-settings.js";
import type { PermissionRule } from "./permission-rule.js";
import type { PermissionSandbox } from "./permission-sandbox.js";

/** The three rule lists. */
export type RuleList = "allow" | "ask" | "deny";

/**
 * Where a rule came from: a settings file (`user`, `project`), a flag
 * (`cli`), an answer for this session (`session`), or a saved approval
 * (`approval`, for the project or everywhere).
 */
export type RuleOrigin = "user" | "project" | "cli" | "session" | "approval";

/** A rule in one list, with its origin for messages and `keel permissions`. */
export interface RuleEntry {
  rule: PermissionRule;
  list: RuleList;
  origin: RuleOrigin;
  /** The file, flag or store it came from, e.g. `/home/me/.keel/settings.json` or `--allow`. */
  source: string;
}

/** Everything the decision engine needs. Paths are canonical. */
export interface PermissionPolicy {
  rules: readonly RuleEntry[];
  mode: PermissionMode;
  /** The curated read-only shell preset is on. */
  allowReadOnlyCommands: boolean;
  /** The project root ("inside the project" means under it). */
  root: string;
  cwd: string;
  homeDir: string;
  /** The OS sandbox in force, when there is one: calls inside it run without asking unless a rule asks or denies. */
  sandbox?: PermissionSandbox;
}
