import { Type } from "typebox";

/** The `subagents` object of the settings (the `task` tool, docs/subagents.md). */
export const SubagentSettingsSchema = Type.Object(
  {
    maxParallel: Type.Optional(
      Type.Integer({ minimum: 1, description: "Subagents of one reply that run at the same time. Default 4." }),
    ),
    maxDepth: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: "How deep subagents may nest: 1 lets the main agent start children, not grandchildren. Default 1.",
      }),
    ),
  },
  { description: "Subagents run by the `task` tool." },
);
