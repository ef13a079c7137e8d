import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { hostAllowed, normalizeHost } from "./domain-pattern.js";

/** Resolves a host name to its addresses (`dns.lookup` with `all: true` by default). */
export type ResolveHost = (host: string) => Promise<readonly string[]>;

/** Where the proxy may connect for a requested host, or why not. */
export type ProxyTarget =
  | { readonly kind: "allowed"; readonly address: string }
  | { readonly kind: "not-listed" }
  | { readonly kind: "local-address"; readonly address: string }
  | { readonly kind: "unresolved" };

const resolveWithDns: ResolveHost = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Decides where the proxy connects for `host`: nowhere when the host is not
 * in `patterns`; otherwise to the first address the host resolves to, once
 * (the connection uses that address, so a second lookup cannot change it).
 * A name allowed only by a wildcard (`*.example.com`) that resolves to an
 * address of this machine or its link — loopback, unspecified, link-local
 * (cloud metadata services live there) — is refused: only a name or address
 * listed as it is may lead there.
 */
export async function proxyTarget(
  host: string,
  patterns: readonly string[],
  resolve: ResolveHost = resolveWithDns,
): Promise<ProxyTarget> {
  const name = normalizeHost(host);
  if (!hostAllowed(name, patterns)) return { kind: "not-listed" };
  if (isIP(name) !== 0) return { kind: "allowed", address: name };
  let addresses: readonly string[];
  try {
    addresses = await resolve(name);
  } catch {
    return { kind: "unresolved" };
  }
  const first = addresses[0];
  if (first === undefined) return { kind: "unresolved" };
  const listedExactly = patterns.some((pattern) => normalizeHost(pattern) === name);
  const local = addresses.find(isLocalAddress);
  if (!listedExactly && local !== undefined) return { kind: "local-address", address: local };
  return { kind: "allowed", address: first };
}

/** Whether an IP address is loopback, unspecified or link-local (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLocalAddress(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1] !== undefined) return isLocalAddress(mapped[1]);
  if (isIP(lower) === 4) {
    const [a, b] = lower.split(".").map(Number);
    return a === 127 || a === 0 || (a === 169 && b === 254);
  }
  if (isIP(lower) === 6) return lower === "::1" || lower === "::" || /^fe[89ab][0-9a-f]:/.test(lower);
  return false;
}
