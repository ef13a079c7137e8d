import { type Static, Type } from "typebox";

/** The `codemode` object of `settings.json`: the limits of the `codemode` tool's scripts (see docs/codemode.md). */
export const CodemodeSettingsSchema = Type.Object(
  {
    timeoutMs: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "A script's time limit in milliseconds, its tool calls included, unless its // @options: line sets timeout_ms. Default 300000 (5 minutes).",
      }),
    ),
    memoryLimitMiB: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 4096,
        description: "The memory of a script's QuickJS VM, in MiB; running out ends the script. Default 256.",
      }),
    ),
    inlineBudget: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          "Estimated tokens (characters / 4) the codemode tool's description may spend on TypeScript declarations of the tools; the others are named and reached with describeTool(). Default 3000.",
      }),
    ),
  },
  { description: "Limits of the codemode tool's scripts." },
);

/** The `codemode` settings as written in a file. */
export type CodemodeSettings = Static<typeof CodemodeSettingsSchema>;
