import { type Static, type TObject, type TProperties, Type } from "typebox";

// The commands RPC mode reads on stdin, one JSON object per line. The
// schemas are the source of truth: the TypeScript types are derived from
// them and the validator is compiled from them once (see rpc-validate.ts).

const Id = Type.Optional(Type.String({ description: "Repeated in the command's response." }));

/** One command schema: `type` is the command's name, `id` is optional; no other fields are allowed. */
function command<Name extends string, P extends TProperties>(type: Name, properties: P, description: string) {
  return Type.Object({ id: Id, type: Type.Literal(type), ...properties }, { additionalProperties: false, description });
}

const ImageSchema = Type.Object(
  { type: Type.Literal("image"), data: Type.String({ description: "base64" }), mimeType: Type.String() },
  { additionalProperties: false },
);
const Images = Type.Optional(Type.Array(ImageSchema));
const Message = Type.String({ description: "The prompt text." });
const QueueModeSchema = Type.Enum(["all", "one-at-a-time"]);
const ThinkingLevelSchema = Type.Enum(["off", "minimal", "low", "medium", "high", "xhigh"]);
const ToolList = Type.Optional(Type.Array(Type.String(), { description: "Like each --tools value." }));

/** Every command, by its `type`. */
export const RPC_COMMAND_SCHEMAS = {
  prompt: command(
    "prompt",
    {
      message: Message,
      images: Images,
      streamingBehavior: Type.Optional(Type.Enum(["steer", "followUp"])),
    },
    "Send a prompt; during a run it needs streamingBehavior.",
  ),
  steer: command("steer", { message: Message, images: Images }, "Queue a steering message."),
  follow_up: command("follow_up", { message: Message, images: Images }, "Queue a follow-up message."),
  abort: command("abort", {}, "Abort the run and wait until idle."),
  clear_queue: command("clear_queue", {}, "Empty the queues and return their texts."),
  new_session: command("new_session", { parentSession: Type.Optional(Type.String()) }, "Start a fresh session."),
  get_state: command("get_state", {}, "The session's state."),
  get_messages: command("get_messages", {}, "The transcript the model sees."),
  set_model: command("set_model", { provider: Type.String(), modelId: Type.String() }, "Switch the model."),
  get_available_models: command("get_available_models", {}, "Models whose key is configured."),
  cycle_model: command("cycle_model", {}, "Switch to the next available model."),
  set_thinking_level: command("set_thinking_level", { level: ThinkingLevelSchema }, "Set the thinking level."),
  cycle_thinking_level: command("cycle_thinking_level", {}, "Switch to the next thinking level."),
  get_available_thinking_levels: command("get_available_thinking_levels", {}, "The model's thinking levels."),
  set_steering_mode: command("set_steering_mode", { mode: QueueModeSchema }, "How steering messages are taken."),
  set_follow_up_mode: command("set_follow_up_mode", { mode: QueueModeSchema }, "How follow-ups are taken."),
  compact: command("compact", { customInstructions: Type.Optional(Type.String()) }, "Compact the context now."),
  set_auto_compaction: command("set_auto_compaction", { enabled: Type.Boolean() }, "Automatic compaction on/off."),
  set_auto_retry: command("set_auto_retry", { enabled: Type.Boolean() }, "Automatic retry on/off."),
  abort_retry: command("abort_retry", {}, "Cancel a retry wait."),
  bash: command(
    "bash",
    { command: Type.String({ minLength: 1 }), excludeFromContext: Type.Optional(Type.Boolean()) },
    "Run a shell command whose output enters the context.",
  ),
  abort_bash: command("abort_bash", {}, "Abort the running shell command."),
  get_session_stats: command("get_session_stats", {}, "Tokens, cost and context usage."),
  export_html: command("export_html", { outputPath: Type.Optional(Type.String()) }, "Export the session as HTML."),
  switch_session: command("switch_session", { sessionPath: Type.String() }, "Open another session (path or id)."),
  fork: command("fork", { entryId: Type.String() }, "Fork before a user message into a new session."),
  get_fork_messages: command("get_fork_messages", {}, "The user messages fork can start from."),
  clone: command("clone", {}, "Copy the current branch into a new session and switch to it."),
  get_entries: command("get_entries", { since: Type.Optional(Type.String()) }, "Session entries in append order."),
  get_tree: command("get_tree", {}, "The session's entry tree."),
  rewind: command(
    "rewind",
    {
      entryId: Type.String({ description: "A user message (or a checkpoint entry, to undo a rewind)." }),
      scope: Type.Optional(Type.Enum(["code", "conversation", "both"], { description: "Default both." })),
      force: Type.Optional(Type.Boolean({ description: "Rewind the files even if some were changed outside Keel." })),
    },
    "Put the files and/or the conversation back to before a user message (docs/checkpoints.md).",
  ),
  navigate_tree: command(
    "navigate_tree",
    {
      entryId: Type.String(),
      summarize: Type.Optional(Type.Boolean({ description: "Summarize the branch left, with the model." })),
    },
    "Move the conversation to any entry of the tree in place.",
  ),
  get_last_assistant_text: command("get_last_assistant_text", {}, "The last assistant text."),
  set_session_name: command("set_session_name", { name: Type.String() }, "Set the display name."),
  get_commands: command("get_commands", {}, "Extension commands, prompt templates and skills (`skill:name`)."),
  set_tools: command(
    "set_tools",
    { tools: ToolList, noTools: Type.Optional(Type.Boolean()), excludeTools: ToolList },
    "Change the active tools with --tools / --no-tools / --exclude-tools semantics.",
  ),
  get_mcp_status: command("get_mcp_status", {}, "Every MCP server's name, state, tool count and error."),
  get_sandbox: command("get_sandbox", {}, "The OS sandbox: state, mode, writable roots, network (docs/sandbox.md)."),
  set_sandbox: command(
    "set_sandbox",
    { mode: Type.Enum(["read-only", "workspace-write", "off"]) },
    "Switch the sandbox mode for this session.",
  ),
} satisfies Record<string, TObject>;

/** A command's name. */
export type RpcCommandType = keyof typeof RPC_COMMAND_SCHEMAS;

/** Every command name, in documentation order. */
export const RPC_COMMAND_TYPES = Object.keys(RPC_COMMAND_SCHEMAS) as RpcCommandType[];

/** One command of each type, as validated. */
export type RpcCommandOf<T extends RpcCommandType> = Static<(typeof RPC_COMMAND_SCHEMAS)[T]>;

/** Any valid command. */
export type RpcCommand = { [T in RpcCommandType]: RpcCommandOf<T> }[RpcCommandType];

/** The client's answer to a dialog (`select`, `confirm`, `input`, `editor`). */
export const ExtensionUiResponseSchema = Type.Object(
  {
    type: Type.Literal("extension_ui_response"),
    id: Type.String(),
    value: Type.Optional(Type.String()),
    confirmed: Type.Optional(Type.Boolean()),
    cancelled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A validated `extension_ui_response`. */
export type ExtensionUiResponse = Static<typeof ExtensionUiResponseSchema>;
