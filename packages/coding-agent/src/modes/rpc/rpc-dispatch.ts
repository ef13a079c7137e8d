import type { RuntimeResult, SessionRuntime } from "../../runtime/session-runtime.js";
import type { RpcCommand } from "./rpc-commands.js";
import { type BashExecutionUpdate, failure, type RpcResponse, success } from "./rpc-frames.js";

/** Where a command writes events while it runs (`bash_execution_update`). */
export interface DispatchContext {
  event(record: BashExecutionUpdate): void;
}

/**
 * Runs one validated command against the runtime and returns its single
 * response. Failures a user can fix come back as error responses; a
 * command never throws for bad input.
 */
export async function dispatchRpcCommand(
  runtime: SessionRuntime,
  command: RpcCommand,
  context: DispatchContext,
): Promise<RpcResponse> {
  const id = command.id;
  const done = (data?: unknown): RpcResponse => success(command.type, id, data);
  const from = <T>(result: RuntimeResult<T>, map: (value: T) => unknown = (value) => value): RpcResponse =>
    result.ok ? done(map(result.value)) : failure(command.type, id, result.error);

  // A blank message with no image is no prompt, as in print and JSON mode: refused, never sent.
  if (
    (command.type === "prompt" || command.type === "steer" || command.type === "follow_up") &&
    isEmptyMessage(command)
  ) {
    return failure(
      command.type,
      id,
      'no prompt: "message" is empty or blank; send some text (or an image in "images")',
    );
  }
  switch (command.type) {
    case "prompt":
      return from(
        await runtime.prompt(command.message, {
          ...(command.images ? { images: command.images } : {}),
          ...(command.streamingBehavior ? { streamingBehavior: command.streamingBehavior } : {}),
        }),
        (accepted) => ({ disposition: accepted.disposition }),
      );
    case "steer":
      return from(await runtime.steer(command.message, command.images));
    case "follow_up":
      return from(await runtime.followUp(command.message, command.images));
    case "abort":
      await runtime.abort();
      return done();
    case "clear_queue":
      return done(runtime.clearQueue());
    case "new_session":
      return from(
        await runtime.newSession(command.parentSession === undefined ? {} : { parentSession: command.parentSession }),
      );
    case "get_state":
      return done(runtime.state());
    case "get_messages":
      return done({ messages: runtime.messages() });
    case "set_model":
      return from(runtime.setModel(command.provider, command.modelId));
    case "get_available_models":
      return done({ models: runtime.availableModels() });
    case "cycle_model": {
      const cycled = runtime.cycleModel();
      return done(cycled === undefined ? null : { ...cycled, isScoped: false });
    }
    case "cycle_thinking_level": {
      const level = runtime.cycleThinkingLevel();
      return done(level === undefined ? null : { level });
    }
    case "get_available_thinking_levels":
      return done({ levels: runtime.thinkingLevels() });
    case "get_fork_messages":
      return done({ messages: runtime.forkMessages() });
    case "set_thinking_level":
      runtime.setThinkingLevel(command.level);
      return done();
    case "set_steering_mode":
      runtime.setSteeringMode(command.mode);
      return done();
    case "set_follow_up_mode":
      runtime.setFollowUpMode(command.mode);
      return done();
    case "compact":
      return from(await runtime.compact(command.customInstructions));
    case "set_auto_compaction":
      runtime.setAutoCompaction(command.enabled);
      return done();
    case "set_auto_retry":
      runtime.setAutoRetry(command.enabled);
      return done();
    case "abort_retry":
      runtime.abortRetry();
      return done();
    case "bash":
      return from(
        await runtime.runBash(command.command, {
          onOutput: (delta) =>
            context.event({ type: "bash_execution_update", ...(id === undefined ? {} : { id }), delta }),
          ...(command.excludeFromContext === undefined ? {} : { excludeFromContext: command.excludeFromContext }),
        }),
      );
    case "abort_bash":
      return done({ aborted: runtime.abortBash() });
    case "get_session_stats":
      return done(runtime.stats());
    case "export_html":
      return from(await runtime.exportHtml(command.outputPath));
    case "switch_session":
      return from(await runtime.switchSession(command.sessionPath));
    case "fork":
      return from(await runtime.fork(command.entryId));
    case "clone":
      return from(await runtime.forkSession());
    case "get_entries":
      return from(runtime.entries(command.since));
    case "get_tree":
      return done(runtime.tree());
    case "rewind":
      return from(
        await runtime.rewind(command.entryId, command.scope ?? "both", command.force === true ? { force: true } : {}),
      );
    case "navigate_tree":
      return from(
        await runtime.navigateTree(
          command.entryId,
          command.summarize === undefined ? {} : { summarize: command.summarize },
        ),
      );
    case "get_last_assistant_text":
      return done({ text: runtime.lastAssistantText() ?? null });
    case "set_session_name": {
      const name = command.name.trim();
      if (name === "") return failure(command.type, id, 'the session name is empty: give "name" some text');
      runtime.setSessionName(name);
      return done();
    }
    case "get_commands":
      return done({ commands: runtime.commands() });
    case "set_tools":
      return from(
        runtime.setTools({
          ...(command.tools ? { tools: command.tools } : {}),
          ...(command.noTools ? { noTools: true } : {}),
          ...(command.excludeTools ? { excludeTools: command.excludeTools } : {}),
        }),
      );
    case "get_mcp_status":
      return done({ servers: runtime.mcpStatus() });
    case "get_sandbox":
      return done(runtime.sandbox());
    case "set_sandbox":
      return from(runtime.setSandboxMode(command.mode));
    default: {
      const unreachable: never = command;
      return failure("unknown", undefined, `unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

function isEmptyMessage(command: { message: string; images?: readonly unknown[] }): boolean {
  return command.message.trim() === "" && (command.images?.length ?? 0) === 0;
}
