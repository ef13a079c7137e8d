import { type Static, Type } from "typebox";

/** Who made a decision: a rule, the mode, the defaults, the user at a prompt, nobody (a headless run refused an "ask"), or a PreToolUse hook. */
export const DECIDERS = ["rule", "mode", "default", "user", "headless", "hook"] as const;

/** Who decided a call (`permission_decision.decidedBy`). */
export type Decider = (typeof DECIDERS)[number];

/**
 * The fields of a recorded permission decision: the `permission_decision`
 * session entry and the `permission_decision` event of JSON and RPC modes
 * carry the same ones.
 */
export const PermissionDecisionFields = {
  toolCallId: Type.String({ minLength: 1 }),
  toolName: Type.String(),
  decision: Type.Union([Type.Literal("allow"), Type.Literal("deny")]),
  decidedBy: Type.Union([
    Type.Literal("rule"),
    Type.Literal("mode"),
    Type.Literal("default"),
    Type.Literal("user"),
    Type.Literal("headless"),
    Type.Literal("hook"),
  ]),
  /** The rule that decided (for `user`: the rule the user added, if any). */
  rule: Type.Optional(Type.String()),
  /** Where that rule came from (a settings file, `--allow`, the approvals file, `session`). */
  ruleSource: Type.Optional(Type.String()),
  mode: Type.Union([
    Type.Literal("default"),
    Type.Literal("accept-edits"),
    Type.Literal("plan"),
    Type.Literal("bypass"),
  ]),
  /** One sentence: why. */
  reason: Type.String(),
  /** What was decided on, for people: e.g. "bash command `rm -rf x`". */
  subject: Type.String(),
  /** For a `user` decision: once, session, project or always. */
  scope: Type.Optional(
    Type.Union([Type.Literal("once"), Type.Literal("session"), Type.Literal("project"), Type.Literal("always")]),
  ),
  /** For a call refused because nobody could answer its "ask" (`headless`): the `--allow` rules that would let it run. */
  allowWith: Type.Optional(Type.Array(Type.String())),
  /** The call that made this nested call (`runToolCall`). */
  parentToolCallId: Type.Optional(Type.String()),
};

const RecordSchema = Type.Object(PermissionDecisionFields);

/** A permission decision as recorded in the session and sent as an event. */
export type PermissionDecisionRecord = Static<typeof RecordSchema>;

/** The `permission_decision` event (JSON and RPC modes): sent before the call's `tool_execution_end`. */
export interface PermissionDecisionEvent extends PermissionDecisionRecord {
  type: "permission_decision";
}
