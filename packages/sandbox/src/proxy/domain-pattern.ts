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

const LABEL = "[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?";
const HOST_NAME = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*$`);

/**
 * What is wrong with an `allowedDomains` entry, or `undefined` when it is a
 * host name, a `*.`-prefixed one or an IP address: a URL, a path or a port
 * where a host name belongs, a `*` anywhere but a leading `*.`, characters
 * no host name has. The answer says what to write instead.
 */
export function domainPatternProblem(pattern: string): string | undefined {
  const trimmed = pattern.trim();
  const url = /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]*)/i.exec(trimmed);
  if (url !== null) return `"${pattern}" is a URL; write its host name alone${url[1] ? `: "${url[1]}"` : ""}`;
  const name = normalizeHost(trimmed);
  if (isIP(name) !== 0) return undefined;
  if (name === "*" || name === "*.*")
    return `"${pattern}" matches no host: write sandbox.network: true to allow every host, or "*.example.com" for the subdomains of one`;
  if (name.includes("/")) return `"${pattern}" has a path; write the host name alone: "${name.split("/")[0]}"`;
  const port = /^([^:]+):\d+$/.exec(name);
  if (port !== null)
    return `"${pattern}" has a port; write the host name alone ("${port[1]}"): every port of an allowed host is allowed`;
  if (!HOST_NAME.test(name))
    return name.includes("*")
      ? `"${pattern}" puts * where only a leading "*." may stand: write "*.example.com" for every subdomain of example.com`
      : `"${pattern}" is not a host name (letters, digits, "-" and "." only), a "*."-prefixed one or an IP address`;
  return undefined;
}
