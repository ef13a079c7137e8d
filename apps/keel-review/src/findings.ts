import { Type } from "typebox";

/** What keel-review prints: where each problem is, how bad it is, and what to do. Checked before printing. */
export const FindingsSchema = Type.Array(
  Type.Object(
    {
      file: Type.String({ minLength: 1 }),
      line: Type.Integer({ minimum: 1 }),
      severity: Type.Union([Type.Literal("error"), Type.Literal("warning"), Type.Literal("info")]),
      message: Type.String({ minLength: 1 }),
    },
    { additionalProperties: false },
  ),
);
