import { type Static, Type } from "typebox";

/** The `checkpoints` object of `settings.json` (see docs/checkpoints.md). */
export const CheckpointSettingsSchema = Type.Object(
  {
    enabled: Type.Optional(
      Type.Boolean({
        description:
          "Record the project's files before each turn (and after each run) so a rewind can put them back. Default true.",
      }),
    ),
    exclude: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          "More gitignore patterns to leave out of checkpoints, on top of the project's .gitignore and .git/info/exclude. A rewind leaves such files alone.",
      }),
    ),
    maxFileBytes: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          "Files larger than this many bytes are left out of checkpoints (and named). Default 10485760 (10 MB).",
      }),
    ),
  },
  { description: "Checkpoints of the project's files for rewind." },
);

/** The `checkpoints` settings as written in a file. */
export type CheckpointSettingsFile = Static<typeof CheckpointSettingsSchema>;

/** The `checkpoints` settings with every value filled in. */
export type CheckpointSettings = Required<CheckpointSettingsFile>;

/** `checkpoints.maxFileBytes` when no file sets it: 10 MB. */
export const DEFAULT_CHECKPOINT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Fills in the defaults of the `checkpoints` settings. */
export function resolveCheckpointSettings(file: CheckpointSettingsFile | undefined): CheckpointSettings {
  return {
    enabled: file?.enabled ?? true,
    exclude: [...(file?.exclude ?? [])],
    maxFileBytes: file?.maxFileBytes ?? DEFAULT_CHECKPOINT_MAX_FILE_BYTES,
  };
}
