import { join } from "node:path";
import { type Static, Type } from "typebox";
import { type JsonFileSpec, readJsonFile, writeJsonFile } from "../config-files/json-file-store.js";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths } from "../home/keel-home.js";
import { precompiledValidator } from "../validation/precompiled-validator.js";
import { parseRule } from "./permission-rule.js";

/** One saved "always" answer: the exact rule, and where it applies. */
export const ApprovalSchema = Type.Object({
  /** The rule as the prompt showed it, e.g. `bash(npm run test)`. */
  rule: Type.String({ minLength: 1 }),
  /** `project`: only in `project`; `user`: everywhere. */
  scope: Type.Union([Type.Literal("project"), Type.Literal("user")]),
  /** Canonical project root, for the `project` scope. */
  project: Type.Optional(Type.String({ minLength: 1 })),
  /** When it was given (ISO 8601). */
  addedAt: Type.String(),
  /** The session it was given in. */
  session: Type.Optional(Type.String()),
});

/** `$KEEL_HOME/permissions.json`. */
export const ApprovalFileSchema = Type.Object(
  { approvals: Type.Array(ApprovalSchema) },
  { additionalProperties: true },
);

/** A saved approval. */
export type Approval = Static<typeof ApprovalSchema>;

/** Where saved approvals live: `$KEEL_HOME/permissions.json`. */
export function approvalsFile(home: KeelHomePaths): string {
  return join(home.home, "permissions.json");
}

/** What {@link readApprovals} found. */
export interface ApprovalFileResult {
  approvals: Approval[];
  diagnostics: Diagnostic[];
  /** False when the file exists but cannot be used; it is then never rewritten. */
  usable: boolean;
}

/** `permissions.json` as a JSON file store: validated by the validator precompiled from ApprovalFileSchema. */
function approvalFile(path: string): JsonFileSpec {
  return {
    path,
    validate: precompiledValidator("validateApprovalFile"),
    hint: "Saved permission approvals were ignored; fix or delete the file (keel permissions lists them).",
  };
}

/** Reads the saved approvals. A missing file has none; a bad one is reported and treated as having none. */
export async function readApprovals(path: string): Promise<ApprovalFileResult> {
  const read = await readJsonFile<Static<typeof ApprovalFileSchema>>(approvalFile(path));
  if (read.status !== "ok") return { approvals: [], diagnostics: read.diagnostics, usable: read.status === "missing" };
  const doc = read.document;
  const approvals = read.value.approvals;
  const diagnostics: Diagnostic[] = [];
  const good = approvals.filter((approval, index) => {
    const parsed = parseRule(approval.rule);
    if (parsed.ok) return true;
    diagnostics.push({
      severity: "warning",
      source: path,
      ...doc.locate(`/approvals/${index}/rule`),
      path: `/approvals/${index}/rule`,
      message: `${parsed.message}; this approval is ignored`,
      hint: parsed.hint,
    });
    return false;
  });
  return { approvals: good, diagnostics, usable: true };
}

/** Whether a saved approval applies in a project (canonical root). */
export function appliesIn(approval: Approval, root: string): boolean {
  return approval.scope === "user" || approval.project === root;
}

/** A change to the file, or why it was left alone. */
export type ApprovalChange = { ok: true; approvals: Approval[] } | { ok: false; diagnostics: Diagnostic[] };

async function change(path: string, edit: (approvals: Approval[]) => Approval[]): Promise<ApprovalChange> {
  const current = await readApprovals(path);
  if (!current.usable) return { ok: false, diagnostics: current.diagnostics };
  const next = edit(current.approvals);
  if (next.length === current.approvals.length && next.every((a, i) => a === current.approvals[i])) {
    return { ok: true, approvals: next };
  }
  await writeJsonFile(approvalFile(path), { approvals: next });
  return { ok: true, approvals: next };
}

/** Saves an approval (once: the same rule with the same scope and project is kept only once). */
export function saveApproval(path: string, approval: Approval): Promise<ApprovalChange> {
  return change(path, (approvals) =>
    approvals.some((a) => a.rule === approval.rule && a.scope === approval.scope && a.project === approval.project)
      ? approvals
      : [...approvals, approval],
  );
}

/**
 * Removes the approvals of exactly this rule (written in any spacing) that
 * apply in `root`: the user-wide one and the project's own. Returns the
 * approvals that are left; `removed` lists what went.
 */
export async function revokeApproval(
  path: string,
  ruleText: string,
  root: string,
): Promise<(ApprovalChange & { ok: true; removed: Approval[] }) | { ok: false; diagnostics: Diagnostic[] }> {
  const parsed = parseRule(ruleText);
  const wanted = parsed.ok ? parsed.rule.text : ruleText.trim();
  const removed: Approval[] = [];
  const result = await change(path, (approvals) =>
    approvals.filter((approval) => {
      const text = parseRule(approval.rule);
      const same = (text.ok ? text.rule.text : approval.rule) === wanted && appliesIn(approval, root);
      if (same) removed.push(approval);
      return !same;
    }),
  );
  return result.ok ? { ...result, removed } : result;
}
