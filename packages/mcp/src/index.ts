/** Placeholder entry; filled in by this wave. */
export {};
