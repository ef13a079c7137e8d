import type { ValidateFunction } from "ajv";
import { type Static, Type } from "typebox";

/**
 * What a hook may print on stdout (exit 0) for fine control, in Claude
 * Code's field names. Unknown fields are ignored, so a script written for
 * a newer Claude Code still runs.
 */
export const HookJsonOutputSchema = Type.Object(
  {
    continue: Type.Optional(Type.Boolean({ description: "false stops the run after this hook." })),
    stopReason: Type.Optional(Type.String({ description: "Shown to the user when `continue` is false." })),
    suppressOutput: Type.Optional(Type.Boolean({ description: "Keep stdout out of the front ends' hook output." })),
    systemMessage: Type.Optional(Type.String({ description: "A note shown to the user." })),
    decision: Type.Optional(
      Type.Enum(["block", "approve", "allow", "deny"], {
        description: "block: block the prompt, continue the agent (Stop) or tell the model (PostToolUse).",
      }),
    ),
    reason: Type.Optional(Type.String({ description: "Why: to the model, or to the user for a blocked prompt." })),
    hookSpecificOutput: Type.Optional(
      Type.Object(
        {
          hookEventName: Type.Optional(Type.String()),
          permissionDecision: Type.Optional(Type.Enum(["allow", "deny", "ask"])),
          permissionDecisionReason: Type.Optional(Type.String()),
          updatedInput: Type.Optional(Type.Object({}, { additionalProperties: true })),
          additionalContext: Type.Optional(Type.String()),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);

/** A hook's JSON output. */
export type HookJsonOutput = Static<typeof HookJsonOutputSchema>;

let validate: ValidateFunction | undefined;

/**
 * Reads a hook's stdout as JSON output when it is a JSON object (after
 * trimming); `undefined` when it is plain text (then stdout is only text);
 * an error naming the bad field when it is an object that is not valid
 * hook output.
 */
export async function parseHookJsonOutput(
  stdout: string,
): Promise<{ ok: true; output: HookJsonOutput | undefined } | { ok: false; error: string }> {
  const text = stdout.trim();
  if (!text.startsWith("{")) return { ok: true, output: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: true, output: undefined };
  }
  // The schema compiler loads with the first hook that prints JSON.
  validate ??= (await import("../validation/compile-schema.js")).compileSchema(HookJsonOutputSchema);
  if (validate(value)) return { ok: true, output: value as HookJsonOutput };
  const first = validate.errors?.[0];
  return {
    ok: false,
    error: `its JSON output is not valid: ${first?.instancePath || "(root)"} ${first?.message ?? "is wrong"}`,
  };
}
