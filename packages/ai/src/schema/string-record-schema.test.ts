import { type Static, Type } from "typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
import { stringRecordSchema } from "./string-record-schema.js";

describe("stringRecordSchema", () => {
  it("is the JSON Schema Type.Record(Type.String(), value) makes", () => {
    for (const value of [Type.Unknown(), Type.String(), Type.Boolean(), Type.Object({ type: Type.String() })]) {
      expect(JSON.parse(JSON.stringify(stringRecordSchema(value)))).toEqual(
        JSON.parse(JSON.stringify(Type.Record(Type.String(), value))),
      );
    }
  });

  it("has the record's static type", () => {
    const schema = stringRecordSchema(Type.Boolean());
    expectTypeOf<Static<typeof schema>>().toEqualTypeOf<Record<string, boolean>>();
  });
});
