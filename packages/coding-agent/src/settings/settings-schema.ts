import { type Static, Type } from "typebox";
import { CheckpointSettingsSchema } from "./checkpoint-settings-schema.js";
import { CodemodeSettingsSchema } from "./codemode-settings-schema.js";
import { CompatSettingsSchema, HooksSettingsSchema } from "./hooks-settings-schema.js";
import { PackagesSettingSchema } from "./packages-settings-schema.js";
import { PermissionSettingsSchema } from "./permission-settings.js";
import { SandboxSettingsSchema } from "./sandbox-settings-schema.js";
import { SubagentSettingsSchema } from "./subagent-settings-schema.js";

const ThinkingLevel = Type.Enum(["off", "minimal", "low", "medium", "high", "xhigh"], {
  description: "How much the model should reason.",
});
const QueueMode = Type.Enum(["all", "one-at-a-time"]);
const PathList = (what: string) =>
  Type.Array(Type.String({ minLength: 1 }), {
    description: `${what} files or folders. Relative paths resolve from the folder holding this settings file's config (\`$KEEL_HOME\` or the project's \`.keel\`); \`~\` is the home folder.`,
  });

/** The `retry` object of the settings. */
export const RetrySettingsSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean({ description: "Retry failed provider requests that may succeed later." })),
    maxRetries: Type.Optional(Type.Integer({ minimum: 0, description: "Retries after the first attempt." })),
    baseDelayMs: Type.Optional(Type.Integer({ minimum: 0, description: "First backoff delay, doubled each retry." })),
    maxDelayMs: Type.Optional(Type.Integer({ minimum: 0, description: "Longest wait between attempts." })),
  },
  { description: "Automatic retry of retryable provider errors." },
);

/** The `compaction` object of the settings. */
export const CompactionSettingsSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean({ description: "Summarize older turns when the context nears the window." })),
    reserveTokens: Type.Optional(
      Type.Integer({ minimum: 0, description: "Compact when fewer free context tokens than this remain." }),
    ),
    keepRecentTokens: Type.Optional(
      Type.Integer({ minimum: 0, description: "Recent tokens kept verbatim, not summarized." }),
    ),
  },
  { description: "Automatic compaction of long conversations." },
);

/**
 * The TypeBox schema of `settings.json` (user `$KEEL_HOME/settings.json`
 * and project `.keel/settings.json`): the source of truth for the
 * {@link Settings} type, the validator and the shipped JSON Schema file.
 * Unknown keys are allowed and kept (a newer Keel or another tool may use them).
 */
export const SettingsSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: "JSON Schema for editors." })),
    defaultProvider: Type.Optional(
      Type.String({ minLength: 1, description: "Provider used when --provider is not given." }),
    ),
    defaultModel: Type.Optional(Type.String({ minLength: 1, description: "Model id used when --model is not given." })),
    defaultThinkingLevel: Type.Optional(ThinkingLevel),
    defaultTools: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          "Tools active at start. Plain names replace the inherited set; a list of only +name/-name entries changes it.",
      }),
    ),
    toolExecution: Type.Optional(
      Type.Enum(["parallel", "sequential"], { description: "How tool calls of one reply run." }),
    ),
    steeringMode: Type.Optional(QueueMode),
    followUpMode: Type.Optional(QueueMode),
    shellPath: Type.Optional(Type.String({ minLength: 1, description: "Shell the bash tool runs (`~` allowed)." })),
    shellCommandPrefix: Type.Optional(Type.String({ description: "Text run before every bash command." })),
    retry: Type.Optional(RetrySettingsSchema),
    compaction: Type.Optional(CompactionSettingsSchema),
    sessionDir: Type.Optional(Type.String({ minLength: 1, description: "Folder for session files." })),
    sessionOutputMaxBytes: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          "Cap in bytes on the full-output files a session keeps beside its file (<session>/output/); the oldest go first. Default 52428800 (50 MB).",
      }),
    ),
    extensions: Type.Optional(PathList("Extension")),
    skills: Type.Optional(PathList("Skill")),
    prompts: Type.Optional(PathList("Prompt-template")),
    defaultProjectTrust: Type.Optional(
      Type.Enum(["ask", "always", "never"], {
        description: "Trust for projects with no saved decision. Honoured only in the user settings file.",
      }),
    ),
    permissions: Type.Optional(PermissionSettingsSchema),
    packages: Type.Optional(PackagesSettingSchema),
    theme: Type.Optional(
      Type.String({
        minLength: 1,
        description: "The terminal UI's colours: dark, light, or the name of a theme a package carries.",
      }),
    ),
    sandbox: Type.Optional(SandboxSettingsSchema),
    checkpoints: Type.Optional(CheckpointSettingsSchema),
    codemode: Type.Optional(CodemodeSettingsSchema),
    subagents: Type.Optional(SubagentSettingsSchema),
    hooks: Type.Optional(HooksSettingsSchema),
    compat: Type.Optional(CompatSettingsSchema),
  },
  { additionalProperties: true, description: "Keel coding-agent settings." },
);

/** The contents of a `settings.json` file: every key optional. */
export type SettingsFile = Static<typeof SettingsSchema>;

/** Retry settings with every value filled in. */
export type RetrySettings = Required<Static<typeof RetrySettingsSchema>>;

/** Compaction settings with every value filled in. */
export type CompactionSettings = Required<Static<typeof CompactionSettingsSchema>>;

/** `ask | always | never`: what to do with a project that has no saved trust decision. */
export type ProjectTrustDefault = NonNullable<SettingsFile["defaultProjectTrust"]>;

/** Settings after layering: the keys with a built-in default are always present. */
export type Settings = Omit<
  SettingsFile,
  | "retry"
  | "compaction"
  | "defaultThinkingLevel"
  | "defaultTools"
  | "toolExecution"
  | "steeringMode"
  | "followUpMode"
  | "extensions"
  | "skills"
  | "prompts"
  | "defaultProjectTrust"
> & {
  defaultThinkingLevel: NonNullable<SettingsFile["defaultThinkingLevel"]>;
  defaultTools: string[];
  toolExecution: NonNullable<SettingsFile["toolExecution"]>;
  steeringMode: NonNullable<SettingsFile["steeringMode"]>;
  followUpMode: NonNullable<SettingsFile["followUpMode"]>;
  retry: RetrySettings;
  compaction: CompactionSettings;
  extensions: string[];
  skills: string[];
  prompts: string[];
  defaultProjectTrust: ProjectTrustDefault;
};

/** Keys whose lists combine across layers instead of replacing each other. */
export const RESOURCE_LIST_KEYS = ["extensions", "skills", "prompts"] as const;
