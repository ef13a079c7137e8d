/** A runtime method's answer: its value, or what was wrong (a sentence a user can act on). */
export type RuntimeResult<T> = { ok: true; value: T } | { ok: false; error: string };
