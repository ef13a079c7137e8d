import { type Static, Type } from "typebox";

/** The sandbox modes, narrowest first: `read-only`, `workspace-write`, `off`. */
export const SANDBOX_MODES = ["read-only", "workspace-write", "off"] as const;

/** How shell commands and file tools are confined (Codex's names for the first two). */
export type SandboxModeSetting = (typeof SANDBOX_MODES)[number];

const SandboxPathList = (what: string) =>
  Type.Array(Type.String({ minLength: 1 }), {
    description: `${what} Absolute paths, \`~/\` paths, or paths relative to the project root.`,
  });

/** The `sandbox` object of `settings.json`. */
export const SandboxSettingsSchema = Type.Object(
  {
    mode: Type.Optional(
      Type.Enum([...SANDBOX_MODES], {
        description:
          "read-only (commands write only the temp folders); workspace-write (the default: the project, the temp folders and writableRoots); off (no OS sandbox: the permission rules alone decide). A project file may only narrow it.",
      }),
    ),
    writableRoots: Type.Optional(
      SandboxPathList("More folders commands may write in workspace-write mode. Ignored in a project's settings."),
    ),
    protect: Type.Optional(
      SandboxPathList(
        "Paths that stay read-only inside the writable roots (besides .git/hooks, .git/config and .keel/).",
      ),
    ),
    denyRead: Type.Optional(
      SandboxPathList("Paths nothing inside the sandbox may read (besides ~/.ssh, ~/.aws, auth.json and the like)."),
    ),
    network: Type.Optional(
      Type.Boolean({
        description: "Let sandboxed commands reach the network (default false). Ignored in a project's settings.",
      }),
    ),
    allowedDomains: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          'Domains sandboxed commands may reach through Keel\'s proxy, e.g. "registry.npmjs.org", "*.github.com". Ignored in a project\'s settings.',
      }),
    ),
    required: Type.Optional(
      Type.Boolean({
        description: "Stop at start-up (exit 1) when the sandbox cannot start here, instead of falling back.",
      }),
    ),
    allowEscalation: Type.Optional(
      Type.Boolean({
        description:
          'Offer the model the bash parameter "escalate", which asks the user to run one command outside the sandbox (default true).',
      }),
    ),
  },
  { description: "The OS sandbox around shell commands and file tools (docs/sandbox.md)." },
);

/** The `sandbox` object as written in a settings file. */
export type SandboxSettings = Static<typeof SandboxSettingsSchema>;
