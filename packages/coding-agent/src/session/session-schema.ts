import type { Message } from "@keel/ai";
import { stringRecordSchema } from "@keel/ai/internal";
import { type Static, Type } from "typebox";
import { PermissionDecisionFields } from "../permissions/permission-record.js";

/**
 * The session file format version this Keel writes. A file with a lower
 * version is migrated on load (see `migrateSessionLines`); a file with a
 * higher version was written by a newer Keel and is refused.
 */
export const CURRENT_SESSION_VERSION = 1;

const TextContentSchema = Type.Object({
  type: Type.Literal("text"),
  text: Type.String(),
  textSignature: Type.Optional(Type.String()),
});

const ImageContentSchema = Type.Object({
  type: Type.Literal("image"),
  data: Type.String(),
  mimeType: Type.String(),
});

const ThinkingContentSchema = Type.Object({
  type: Type.Literal("thinking"),
  thinking: Type.String(),
  thinkingSignature: Type.Optional(Type.String()),
  redacted: Type.Optional(Type.Boolean()),
});

const ToolCallSchema = Type.Object({
  type: Type.Literal("toolCall"),
  id: Type.String({ minLength: 1 }),
  name: Type.String(),
  arguments: stringRecordSchema(Type.Unknown()),
  argumentsError: Type.Optional(Type.String()),
  thoughtSignature: Type.Optional(Type.String()),
});

const UsageSchema = Type.Object({
  input: Type.Number(),
  output: Type.Number(),
  cacheRead: Type.Number(),
  cacheWrite: Type.Number(),
  reasoning: Type.Optional(Type.Number()),
  totalTokens: Type.Number(),
  cost: Type.Object({
    input: Type.Number(),
    output: Type.Number(),
    cacheRead: Type.Number(),
    cacheWrite: Type.Number(),
    total: Type.Number(),
  }),
});

const UserContentSchema = Type.Union([Type.String(), Type.Array(Type.Union([TextContentSchema, ImageContentSchema]))]);

const UserMessageSchema = Type.Object({
  role: Type.Literal("user"),
  content: UserContentSchema,
  timestamp: Type.Number(),
});

const AssistantMessageSchema = Type.Object({
  role: Type.Literal("assistant"),
  content: Type.Array(Type.Union([TextContentSchema, ThinkingContentSchema, ToolCallSchema])),
  api: Type.String(),
  provider: Type.String(),
  model: Type.String(),
  usage: UsageSchema,
  stopReason: Type.Union([
    Type.Literal("stop"),
    Type.Literal("length"),
    Type.Literal("toolUse"),
    Type.Literal("error"),
    Type.Literal("aborted"),
  ]),
  errorMessage: Type.Optional(Type.String()),
  /** The typed provider error of a failed response (what retry and compaction decide on). */
  error: Type.Optional(
    Type.Object({
      kind: Type.Union([
        Type.Literal("rate_limit"),
        Type.Literal("overloaded"),
        Type.Literal("context_overflow"),
        Type.Literal("auth"),
        Type.Literal("invalid_request"),
        Type.Literal("network"),
        Type.Literal("timeout"),
        Type.Literal("aborted"),
        Type.Literal("unknown"),
      ]),
      message: Type.String(),
      retryable: Type.Boolean(),
      status: Type.Optional(Type.Number()),
      retryAfterMs: Type.Optional(Type.Number()),
      provider: Type.Optional(Type.String()),
    }),
  ),
  timestamp: Type.Number(),
});

const ToolResultMessageSchema = Type.Object({
  role: Type.Literal("toolResult"),
  toolCallId: Type.String({ minLength: 1 }),
  toolName: Type.String(),
  content: Type.Array(Type.Union([TextContentSchema, ImageContentSchema])),
  details: Type.Optional(Type.Unknown()),
  isError: Type.Boolean(),
  timestamp: Type.Number(),
});

const ThinkingLevelSchema = Type.Union([
  Type.Literal("off"),
  Type.Literal("minimal"),
  Type.Literal("low"),
  Type.Literal("medium"),
  Type.Literal("high"),
  Type.Literal("xhigh"),
]);

/** Fields every entry has: its id, its parent in the tree (`null` for a root) and when it was written (ISO 8601). */
const entryBase = {
  id: Type.String({ minLength: 1 }),
  parentId: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  timestamp: Type.String(),
};

/** The first line of every session file. Not part of the tree. */
export const SessionHeaderSchema = Type.Object({
  type: Type.Literal("session"),
  version: Type.Integer({ minimum: 0 }),
  id: Type.String({ minLength: 1 }),
  timestamp: Type.String(),
  cwd: Type.String(),
  /** The file this session was forked from. */
  parentSession: Type.Optional(Type.String()),
  /** A subagent's session: the id of the session whose `task` call ran it. */
  parentSessionId: Type.Optional(Type.String()),
  /** A subagent's session: the id of the `task` tool call that ran it. */
  parentToolCallId: Type.Optional(Type.String()),
});

/** A provider message (`user`, `assistant` or `toolResult`) of the conversation. */
export const MessageEntrySchema = Type.Object({
  type: Type.Literal("message"),
  ...entryBase,
  message: Type.Union([UserMessageSchema, AssistantMessageSchema, ToolResultMessageSchema]),
});

/** The model was switched. */
export const ModelChangeEntrySchema = Type.Object({
  type: Type.Literal("model_change"),
  ...entryBase,
  provider: Type.String(),
  modelId: Type.String(),
});

/** The thinking level was changed. */
export const ThinkingLevelChangeEntrySchema = Type.Object({
  type: Type.Literal("thinking_level_change"),
  ...entryBase,
  thinkingLevel: ThinkingLevelSchema,
});

/** The active tool set was replaced (the full list of names, in order). */
export const ActiveToolsChangeEntrySchema = Type.Object({
  type: Type.Literal("active_tools_change"),
  ...entryBase,
  tools: Type.Array(Type.String()),
});

/** Older context was summarized; the context restarts from `firstKeptEntryId` after the summary. */
export const CompactionEntrySchema = Type.Object({
  type: Type.Literal("compaction"),
  ...entryBase,
  summary: Type.String(),
  /** First entry of the path kept verbatim; the entry's own id when nothing was kept. */
  firstKeptEntryId: Type.String({ minLength: 1 }),
  tokensBefore: Type.Number({ minimum: 0 }),
  usage: Type.Optional(UsageSchema),
  details: Type.Optional(Type.Unknown()),
  /** True when an extension produced the summary. */
  fromExtension: Type.Optional(Type.Boolean()),
});

/** A summary of a branch that was left, attached where the conversation continues. */
export const BranchSummaryEntrySchema = Type.Object({
  type: Type.Literal("branch_summary"),
  ...entryBase,
  fromId: Type.String({ minLength: 1 }),
  summary: Type.String(),
  details: Type.Optional(Type.Unknown()),
});

/** Extension data (`appendEntry`). Never sent to the model. */
export const CustomEntrySchema = Type.Object({
  type: Type.Literal("custom"),
  ...entryBase,
  customType: Type.String({ minLength: 1 }),
  data: Type.Optional(Type.Unknown()),
});

/** A message an extension added (`sendMessage`). Sent to the model as user text. */
export const CustomMessageEntrySchema = Type.Object({
  type: Type.Literal("custom_message"),
  ...entryBase,
  customType: Type.String({ minLength: 1 }),
  content: UserContentSchema,
  display: Type.Boolean(),
  details: Type.Optional(Type.Unknown()),
});

/** A bookmark on another entry; no `label` clears it. */
export const LabelEntrySchema = Type.Object({
  type: Type.Literal("label"),
  ...entryBase,
  targetId: Type.String({ minLength: 1 }),
  label: Type.Optional(Type.String()),
});

/** Session metadata: the display name (`--name`); no `name` clears it. */
export const SessionInfoEntrySchema = Type.Object({
  type: Type.Literal("session_info"),
  ...entryBase,
  name: Type.Optional(Type.String()),
});

/** A permission decision on a tool call (see docs/permissions.md): what decided, and why. Never sent to the model. */
export const PermissionDecisionEntrySchema = Type.Object({
  type: Type.Literal("permission_decision"),
  ...entryBase,
  ...PermissionDecisionFields,
});

/**
 * A checkpoint: the project's files recorded in the shadow store under
 * `$KEEL_HOME/checkpoints/` (docs/checkpoints.md). Never sent to the model.
 * `turn_start` is written after a user message, before the agent changes
 * anything for it; `turn_end` when the run is over; `before_rewind` where
 * the session stood before a rewind (rewinding to it undoes the rewind);
 * `rewind` where the rewind left the conversation.
 */
export const CheckpointEntrySchema = Type.Object({
  type: Type.Literal("checkpoint"),
  ...entryBase,
  trigger: Type.Union([
    Type.Literal("turn_start"),
    Type.Literal("turn_end"),
    Type.Literal("before_rewind"),
    Type.Literal("rewind"),
  ]),
  /** The user message entry of the turn; for the two rewind triggers, the entry rewound to. */
  turnEntryId: Type.Optional(Type.String({ minLength: 1 })),
  /** The files at this moment: a snapshot (commit) id of the project's shadow store. Absent when checkpoints are off. */
  snapshot: Type.Optional(Type.String({ minLength: 1 })),
  /** Files left out for being larger than `checkpoints.maxFileBytes`. */
  skipped: Type.Optional(Type.Array(Type.String())),
  /** A rewind's scope. */
  scope: Type.Optional(Type.Union([Type.Literal("code"), Type.Literal("conversation"), Type.Literal("both")])),
  /** A rewind: the `before_rewind` checkpoint that undoes it. */
  undoEntryId: Type.Optional(Type.String({ minLength: 1 })),
});

/**
 * Every entry kind, in a fixed order. The order matters: the validator maps
 * its errors back to the kind by this index.
 */
export const SESSION_ENTRY_SCHEMAS = [
  MessageEntrySchema,
  ModelChangeEntrySchema,
  ThinkingLevelChangeEntrySchema,
  ActiveToolsChangeEntrySchema,
  CompactionEntrySchema,
  BranchSummaryEntrySchema,
  CustomEntrySchema,
  CustomMessageEntrySchema,
  LabelEntrySchema,
  SessionInfoEntrySchema,
  PermissionDecisionEntrySchema,
  CheckpointEntrySchema,
] as const;

/** Any line of a session file: the header or one entry. The source of truth for the format. */
export const SessionLineSchema = Type.Union([SessionHeaderSchema, ...SESSION_ENTRY_SCHEMAS]);

/** The header line. */
export type SessionHeader = Static<typeof SessionHeaderSchema>;
/**
 * A `message` entry. The message is typed as `@keel/ai`'s `Message` (the
 * schema checks the same shape and lets unknown fields through).
 */
export type MessageEntry = Omit<Static<typeof MessageEntrySchema>, "message"> & { message: Message };
/** A `model_change` entry. */
export type ModelChangeEntry = Static<typeof ModelChangeEntrySchema>;
/** A `thinking_level_change` entry. */
export type ThinkingLevelChangeEntry = Static<typeof ThinkingLevelChangeEntrySchema>;
/** An `active_tools_change` entry. */
export type ActiveToolsChangeEntry = Static<typeof ActiveToolsChangeEntrySchema>;
/** A `compaction` entry. */
export type CompactionEntry = Static<typeof CompactionEntrySchema>;
/** A `branch_summary` entry. */
export type BranchSummaryEntry = Static<typeof BranchSummaryEntrySchema>;
/** A `custom` entry (extension data). */
export type CustomEntry = Static<typeof CustomEntrySchema>;
/** A `custom_message` entry (an extension's message to the model). */
export type CustomMessageEntry = Static<typeof CustomMessageEntrySchema>;
/** A `label` entry. */
export type LabelEntry = Static<typeof LabelEntrySchema>;
/** A `session_info` entry. */
export type SessionInfoEntry = Static<typeof SessionInfoEntrySchema>;

/** A `permission_decision` entry. */
export type PermissionDecisionEntry = Static<typeof PermissionDecisionEntrySchema>;

/** A `checkpoint` entry. */
export type CheckpointEntry = Static<typeof CheckpointEntrySchema>;

/** One entry of the session tree; switch on `type`. */
export type SessionEntry =
  | MessageEntry
  | ModelChangeEntry
  | ThinkingLevelChangeEntry
  | ActiveToolsChangeEntry
  | CompactionEntry
  | BranchSummaryEntry
  | CustomEntry
  | CustomMessageEntry
  | LabelEntry
  | SessionInfoEntry
  | PermissionDecisionEntry
  | CheckpointEntry;

/** The `type` tag of a {@link SessionEntry}. */
export type SessionEntryType = SessionEntry["type"];

/** Any line of a session file. */
export type SessionLine = SessionHeader | SessionEntry;
