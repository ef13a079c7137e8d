/** Every built-in tool, in the order Keel declares them. */
export const BUILTIN_TOOL_NAMES = ["read", "bash", "edit", "write", "grep", "find", "ls", "powershell"] as const;

/** The name of a built-in tool. */
export type BuiltinToolName = (typeof BUILTIN_TOOL_NAMES)[number];

/** The tools active when nothing says otherwise (pi's default set). */
export const DEFAULT_TOOL_NAMES: readonly BuiltinToolName[] = ["read", "bash", "edit", "write"];

/** Whether `name` is a built-in tool. */
export function isBuiltinToolName(name: string): name is BuiltinToolName {
  return (BUILTIN_TOOL_NAMES as readonly string[]).includes(name);
}
