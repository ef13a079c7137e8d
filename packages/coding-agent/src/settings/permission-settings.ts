import { type Static, Type } from "typebox";

const RuleList = (what: string) =>
  Type.Array(Type.String({ minLength: 1 }), {
    description: `${what} Rules: a tool name or tool(pattern), e.g. "bash(npm run test:*)", "read(./.env)", "edit(src/**)", "mcp__server__tool".`,
  });

/** The permission modes: `default`, `accept-edits`, `plan`, `bypass`. */
export const PERMISSION_MODES = ["default", "accept-edits", "plan", "bypass"] as const;

/** How the checker treats calls no rule decides. */
export type PermissionMode = (typeof PERMISSION_MODES)[number];

/** The `permissions` object of `settings.json`. */
export const PermissionSettingsSchema = Type.Object(
  {
    allow: Type.Optional(RuleList("Calls that run without asking.")),
    ask: Type.Optional(RuleList("Calls that always ask (in print and JSON mode: are refused).")),
    deny: Type.Optional(RuleList("Calls that never run. Deny beats ask beats allow, across every settings file.")),
    defaultMode: Type.Optional(
      Type.Enum([...PERMISSION_MODES], {
        description:
          "default; accept-edits (file changes inside the project run); plan (read-only tools only); bypass (everything runs except denied calls). A project file may only choose default or plan.",
      }),
    ),
    allowReadOnlyCommands: Type.Optional(
      Type.Boolean({
        description:
          "Let a curated list of read-only shell commands (pwd, ls, cat, head, git status, …) run inside the project without a rule. Honoured only in the user settings file and on the command line.",
      }),
    ),
  },
  { description: "What tools may do: allow / ask / deny rules and the permission mode." },
);

/** The `permissions` object as written in a settings file. */
export type PermissionSettings = Static<typeof PermissionSettingsSchema>;
