import { isIP } from "node:net";

/** A host name in the form patterns are compared in: lower case, no trailing dot, no IPv6 brackets. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const unbracketed = lower.startsWith("[") && lower.endsWith("]") ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith(".") ? unbracketed.slice(0, -1) : unbracketed;
}

/**
 * Whether `host` is allowed by `patterns`: `example.com` matches exactly that
 * name, `*.example.com` every name below example.com (not example.com itself).
 * An IP address matches only when listed as it is, so a direct IP cannot
 * bypass a list of names.
 */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = normalizeHost(host);
  if (name === "") return false;
  for (const raw of patterns) {
    const pattern = normalizeHost(raw);
    if (pattern === name) return true;
    if (isIP(name) !== 0) continue;
    if (pattern.startsWith("*.") && name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1) return true;
  }
  return false;
}
