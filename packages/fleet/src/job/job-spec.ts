import { SettingsSchema } from "@keel/coding-agent/internal";
import { type Static, Type } from "typebox";

/**
 * One fleet job: a headless Keel session. Exactly one of `cwd` (run in that
 * folder) or `repo` (a git URL or path, cloned into an isolated work dir)
 * says where it runs. Unknown keys are errors, so a typo never passes.
 */
export const JobSpecSchema = Type.Object(
  {
    id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: "The job id (default: generated); not only digits." }),
    ),
    cwd: Type.Optional(Type.String({ minLength: 1, description: "Folder the session runs in." })),
    repo: Type.Optional(
      Type.String({ minLength: 1, description: "Git URL or path, cloned into the job's own work dir." }),
    ),
    ref: Type.Optional(Type.String({ minLength: 1, description: "Branch, tag or commit of `repo` to check out." })),
    prompt: Type.String({ minLength: 1, description: "The prompt of the session." }),
    model: Type.Optional(Type.String({ minLength: 1, description: "`provider/model[:thinking]`, as `--model`." })),
    provider: Type.Optional(Type.String({ minLength: 1, description: "As `--provider`." })),
    thinking: Type.Optional(Type.Enum(["off", "minimal", "low", "medium", "high", "xhigh"])),
    tools: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: "As `--tools`." })),
    settings: Type.Optional(SettingsSchema),
    systemPrompt: Type.Optional(Type.String({ description: "As `--system-prompt`." })),
    appendSystemPrompt: Type.Optional(Type.String({ description: "As `--append-system-prompt`." })),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1, description: "Abort the session after this long." })),
    maxTurns: Type.Optional(Type.Integer({ minimum: 1, description: "Stop after this many model turns." })),
    trustProject: Type.Optional(
      Type.Boolean({ description: "Load the work dir's project resources (`.keel/`). Default false." }),
    ),
  },
  { additionalProperties: false },
);

/** A job as written in a jobs file (see {@link JobSpecSchema}). */
export type JobSpec = Static<typeof JobSpecSchema>;

/** A validated job with its final id. */
export type FleetJob = JobSpec & { id: string };
