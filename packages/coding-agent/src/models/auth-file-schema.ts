import { stringRecordSchema } from "@keel/ai/internal";
import { type Static, Type } from "typebox";

// The schemas of `auth.json`, apart from the store (auth-store.ts): the store checks the file with
// validators precompiled from them (scripts/file-validators.ts).

/** One saved credential: an API key (the only kind Keel saves today). */
export const AuthEntrySchema = Type.Object({ type: Type.Literal("api_key"), key: Type.String({ minLength: 1 }) });

/** `auth.json`: credentials by provider id. Unknown entry kinds are kept untouched. */
export const AuthFileSchema = stringRecordSchema(Type.Object({ type: Type.String() }));

/** A saved API key. */
export type AuthEntry = Static<typeof AuthEntrySchema>;
