import { stringRecordSchema } from "@keel/ai/internal";
import { type Static, Type } from "typebox";

// The schema of `trust.json`, apart from the store (trust-store.ts): the store checks the file with a
// validator precompiled from it (scripts/file-validators.ts).

/** `trust.json`: canonical real folder paths mapped to a saved decision. */
export const TrustFileSchema = stringRecordSchema(Type.Boolean());

/** The contents of `trust.json`. */
export type TrustFile = Static<typeof TrustFileSchema>;
