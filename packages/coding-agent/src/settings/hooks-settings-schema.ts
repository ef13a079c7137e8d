import { type Static, Type } from "typebox";

/**
 * Every lifecycle event a hook can be configured for, in Claude Code's
 * spelling. `SubagentStop` is accepted in settings; it runs once the
 * subagents feature calls `SessionHooks.subagentStop`.
 */
export const HOOK_EVENT_NAMES = [
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "SessionStart",
  "SessionEnd",
  "PreCompact",
  "Notification",
] as const;

/** One lifecycle event name (`PreToolUse`, `Stop`, …). */
export type HookEventName = (typeof HOOK_EVENT_NAMES)[number];

/** Claude Code's default time limit of one hook command, in seconds. */
export const DEFAULT_HOOK_TIMEOUT_SECONDS = 600;

/** One `{ "type": "command", "command": "…", "timeout": 60 }` entry. */
export const HookCommandSchema = Type.Object(
  {
    type: Type.Literal("command", { description: "Only shell commands are supported." }),
    command: Type.String({
      minLength: 1,
      description: "Run with `sh -c` in the session's folder; the event arrives as JSON on stdin.",
    }),
    timeout: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description: `Seconds before the command (its whole process group) is killed. Default ${DEFAULT_HOOK_TIMEOUT_SECONDS}.`,
      }),
    ),
  },
  { description: "A shell command run at the event." },
);

/**
 * A hook of a type Claude Code has and Keel does not run (`prompt`,
 * `agent`, `http`, `mcp_tool`): accepted, so that the file's command hooks
 * still run, and reported at start-up.
 */
export const HookOtherTypeSchema = Type.Object(
  {
    type: Type.String({
      minLength: 1,
      pattern: "^(?!command$)",
      description: "A hook type other than `command`: Keel does not run it.",
    }),
  },
  { additionalProperties: true, description: "A hook Keel does not run (not a shell command)." },
);

/** One `{ "matcher": "…", "hooks": [ … ] }` group. */
export const HookMatcherGroupSchema = Type.Object(
  {
    matcher: Type.Optional(
      Type.String({
        description:
          "A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything.",
      }),
    ),
    hooks: Type.Array(Type.Union([HookCommandSchema, HookOtherTypeSchema]), {
      description: "The commands to run, in parallel (hooks of other types are reported and not run).",
    }),
  },
  { description: "Commands run when the matcher matches." },
);

const groups = (what: string) =>
  Type.Optional(Type.Array(HookMatcherGroupSchema, { description: `Hooks run ${what}.` }));

/**
 * The `hooks` key of the settings, in Claude Code's shape:
 * `{ "<Event>": [ { "matcher": "…", "hooks": [ { "type": "command", … } ] } ] }`.
 * Unknown event names are kept (another tool may use them) and listed by
 * `keel hooks list` as not run by Keel.
 */
export const HooksSettingsSchema = Type.Object(
  {
    PreToolUse: groups("after a tool call's arguments were validated, before the permission check"),
    PostToolUse: groups("after a tool call succeeded"),
    PostToolUseFailure: groups("after a tool call failed"),
    UserPromptSubmit: groups("before a prompt goes to the model (stdout becomes context)"),
    Stop: groups("when the agent is about to finish its answer"),
    SubagentStop: groups("when a subagent is about to finish"),
    SessionStart: groups("when a session starts, resumes, is cleared or compacted (stdout becomes context)"),
    SessionEnd: groups("when a session ends"),
    PreCompact: groups("before the conversation is compacted"),
    Notification: groups("when Keel asks the user something (a permission prompt)"),
  },
  {
    additionalProperties: true,
    description:
      "Lifecycle hooks, in Claude Code's format. Read from the user's settings and a trusted project's settings only.",
  },
);

/** The `hooks` key as written in a settings file. */
export type HooksSettings = Static<typeof HooksSettingsSchema>;

/** One matcher group as written in a settings file. */
export type HookMatcherGroup = Static<typeof HookMatcherGroupSchema>;

/** The `compat` key of the settings. */
export const CompatSettingsSchema = Type.Object(
  {
    claude: Type.Optional(
      Type.Boolean({
        description:
          "Read a trusted project's .claude/ folder too: hooks from .claude/settings.json and .claude/settings.local.json (never their permissions), skills from .claude/skills/, commands from .claude/commands/ as prompt templates. Default true.",
      }),
    ),
  },
  { description: "Compatibility with other agents' project folders." },
);

/** The `compat` key as written in a settings file. */
export type CompatSettings = Static<typeof CompatSettingsSchema>;
