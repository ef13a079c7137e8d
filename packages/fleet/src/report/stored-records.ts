import { type Static, Type } from "typebox";
import { Compile } from "typebox/compile";
import { JobSpecSchema } from "../job/job-spec.js";

const UsageSchema = Type.Object({ input: Type.Number(), output: Type.Number(), cost: Type.Number() });

/** A finished job's result as stored in Redis (written once per job id). */
export const StoredResultSchema = Type.Object({
  state: Type.Union([Type.Literal("completed"), Type.Literal("failed"), Type.Literal("cancelled")]),
  ok: Type.Boolean(),
  exitCode: Type.Integer(),
  finalText: Type.String(),
  reason: Type.Optional(Type.String()),
  usage: UsageSchema,
  sessionFile: Type.Union([Type.String(), Type.Null()]),
  /** Attempts started. */
  attempts: Type.Integer({ minimum: 0 }),
  turns: Type.Integer({ minimum: 0 }),
  toolCalls: Type.Integer({ minimum: 0 }),
  /** ISO time the result was recorded. */
  finishedAt: Type.String(),
  worker: Type.Optional(Type.String()),
});

/**
 * A job's change since its first checkpoint, as its last attempt's runner
 * found it in the job folder's checkpoint store (written once per job id).
 */
export const StoredCheckpointDiffSchema = Type.Object({
  /** The shadow store in the job folder (its `GIT_DIR`), to look further with git. */
  store: Type.String(),
  /** The snapshot of the job's first checkpoint. */
  from: Type.String(),
  /** The snapshot of its last checkpoint. */
  to: Type.String(),
  /** The files that differ: `A` added, `D` deleted, `M` changed, `T` type changed, `X` mode changed. */
  files: Type.Array(
    Type.Object({
      status: Type.Union([
        Type.Literal("A"),
        Type.Literal("D"),
        Type.Literal("M"),
        Type.Literal("T"),
        Type.Literal("X"),
      ]),
      path: Type.String(),
    }),
  ),
  /** The unified diff (cut off past `MAX_DIFF_CHARS`, with a note saying so). */
  diff: Type.String(),
});

/** A job's change since its first checkpoint (see {@link StoredCheckpointDiffSchema}). */
export type StoredCheckpointDiff = Static<typeof StoredCheckpointDiffSchema>;

/** A submitted job as the submitter stored it in Redis: its spec, when, and its place in its jobs file. */
export const StoredSpecSchema = Type.Object({
  spec: Type.Intersect([JobSpecSchema, Type.Object({ id: Type.String({ minLength: 1 }) })]),
  submittedAt: Type.String(),
  index: Type.Integer({ minimum: 0 }),
});

/** A stored submission (see {@link StoredSpecSchema}). */
export type StoredSpec = Static<typeof StoredSpecSchema>;

interface Checker {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<{ instancePath: string; message?: string }>;
}
const checkers = new Map<object, Checker>();
function checker(schema: object): Checker {
  let found = checkers.get(schema);
  if (found === undefined) {
    found = Compile(schema as Parameters<typeof Compile>[0]) as unknown as Checker;
    checkers.set(schema, found);
  }
  return found;
}

/** A record read back from Redis, or why it cannot be used. */
export type StoredRecord<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Checks a value read from Redis against its schema. Another program (or an
 * older Keel) may have written the key, so nothing read back is trusted
 * until it passes; `problem` names the first wrong field.
 */
export function checkStored<T>(schema: object, value: unknown): StoredRecord<T> {
  const check = checker(schema);
  if (check.Check(value)) return { ok: true, value: value as T };
  const [first] = check.Errors(value);
  const where = first?.instancePath === undefined || first.instancePath === "" ? "/" : first.instancePath;
  return { ok: false, problem: `${where}: ${first?.message ?? "does not match its schema"}` };
}

/** {@link checkStored} over JSON text (a Redis hash field). */
export function parseStored<T>(schema: object, text: string): StoredRecord<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${(error as Error).message})` };
  }
  return checkStored<T>(schema, value);
}
