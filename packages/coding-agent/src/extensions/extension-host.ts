import type { ImageContent, Model, TextContent, ThinkingLevel } from "@keel/ai";
import type {
  CompactOptions,
  ContextUsage,
  ExecOptions,
  ExecResult,
  ExtensionMode,
  ExtensionUI,
  ReadonlySession,
  SendMessageOptions,
  SendUserMessageOptions,
  ToolInfo,
} from "./extension-api.js";
import type { CustomMessageInput } from "./extension-events.js";

/** What changed in the extensions' registrations, so the host can refresh its own view. */
export type RegistrationKind = "tool" | "command" | "flag" | "provider";

/**
 * What the extension runner needs from the session that runs it. The
 * session orchestrator implements it; tests use a plain object. Every
 * method the extension API and handler context expose that acts on the
 * live session goes through here, so the runner itself holds no session
 * state.
 *
 * Contract: methods may throw only for a caller's mistake (e.g.
 * `sendUserMessage` without `deliverAs` while a run is in progress); the
 * runner turns such a throw into a diagnostic naming the extension.
 */
export interface ExtensionHost {
  readonly mode: ExtensionMode;
  /** The session's working directory. */
  readonly cwd: string;
  /** The UI to hand to extensions. Default: the headless one (nobody answers). */
  readonly ui?: ExtensionUI;
  isProjectTrusted(): boolean;
  getModel(): Model | undefined;
  /** The running turn's abort signal; `undefined` while idle. */
  getSignal(): AbortSignal | undefined;
  abort(): void;
  isIdle(): boolean;
  getContextUsage(): ContextUsage | undefined;
  compact(options?: CompactOptions): void;
  getSystemPrompt(): string;
  getSession(): ReadonlySession | undefined;
  sendMessage(message: CustomMessageInput, options?: SendMessageOptions): void;
  sendUserMessage(content: string | (TextContent | ImageContent)[], options?: SendUserMessageOptions): void;
  appendEntry(customType: string, data?: unknown): void;
  getActiveTools(): string[];
  /** Every tool the session knows (built-in and extension tools). */
  getAllTools(): ToolInfo[];
  /** Takes effect at the next provider request. */
  setActiveTools(names: string[]): void;
  setModel(model: Model): Promise<boolean>;
  getThinkingLevel(): ThinkingLevel;
  setThinkingLevel(level: ThinkingLevel): void;
  exec(command: string, args: string[], options?: ExecOptions): Promise<ExecResult>;
  /** Called after a registration made once the extensions are loaded (e.g. a tool added in `session_start`). */
  onRegistrationChanged?(kind: RegistrationKind): void;
}
