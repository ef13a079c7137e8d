/**
 * Transport failures (no HTTP response): which kind they are and a message
 * that names the URL, the cause and what to check. The cause is read from
 * the `code` of the error or of one of its `cause`s (Node socket and DNS
 * codes, undici codes, OpenSSL/TLS codes), never from message text.
 */

/** `code` values of Node / undici network failures. */
const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_NONAME",
  "EAI_FAIL",
  "EPIPE",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ENETDOWN",
  "EHOSTDOWN",
  "EPROTO",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_ABORTED",
]);
const TIMEOUT_CODES = new Set([
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);
/** OpenSSL certificate-verification codes Node reports (`error.code`). */
const TLS_CODES = new Set([
  "EPROTO",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_REVOKED",
  "CERT_UNTRUSTED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "HOSTNAME_MISMATCH",
]);

/**
 * DNS answers that say the name does not exist (`getaddrinfo` `EAI_NONAME`,
 * which Node reports as `ENOTFOUND`, and `EAI_FAIL`, a non-recoverable
 * failure). A name that does not resolve will not resolve a few seconds
 * later: these are never retried. `EAI_AGAIN` is different: the resolver
 * did not answer (no network yet, a DNS server timing out), which may pass,
 * so it stays a retryable network error.
 */
const UNRESOLVABLE_HOST_CODES = new Set(["ENOTFOUND", "EAI_NONAME", "EAI_FAIL"]);

type Bag = { [key: string]: unknown };

function bag(value: unknown): Bag | undefined {
  return typeof value === "object" && value !== null ? (value as Bag) : undefined;
}

/** The error, its `cause`s and, for an `AggregateError` (several addresses tried), its `errors`. */
function links(error: unknown): Bag[] {
  const seen: Bag[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.length < 12) {
    const link = bag(queue.shift());
    if (!link || seen.includes(link)) continue;
    seen.push(link);
    queue.push(link.cause);
    if (Array.isArray(link.errors)) queue.push(...link.errors);
  }
  return seen;
}

function isTlsCode(code: string): boolean {
  return TLS_CODES.has(code) || code.startsWith("ERR_TLS_") || code.startsWith("ERR_SSL_");
}

/** The most telling `code` in the chain: a known socket, DNS, TLS or timeout code, else the first one. */
export function networkErrorCode(error: unknown): string | undefined {
  const codes = links(error)
    .map((link) => link.code)
    .filter((code): code is string => typeof code === "string" && code !== "");
  return (
    codes.find((code) => NETWORK_CODES.has(code) || TIMEOUT_CODES.has(code) || isTlsCode(code)) ??
    codes.find((code) => !code.startsWith("UND_ERR"))
  );
}

/** The kind of a low-level failure (fetch `TypeError`, socket codes, abort/timeout errors), if it is one. */
export function networkErrorKind(error: unknown): "network" | "timeout" | "aborted" | undefined {
  for (const link of links(error)) {
    if (link.name === "AbortError") return "aborted";
    if (link.name === "TimeoutError") return "timeout";
    const code = link.code;
    if (typeof code === "string") {
      if (TIMEOUT_CODES.has(code)) return "timeout";
      if (NETWORK_CODES.has(code) || isTlsCode(code)) return "network";
    }
  }
  // fetch() reports every transport failure as a TypeError with the socket error as `cause`.
  if (error instanceof TypeError && bag(error.cause) !== undefined) return "network";
  return undefined;
}

/**
 * Whether a transport failure may pass if the request is sent again: false
 * when the host name does not resolve (`ENOTFOUND`, `EAI_NONAME`,
 * `EAI_FAIL`); true for everything else, `EAI_AGAIN` included.
 */
export function isRetryableNetworkError(error: unknown): boolean {
  const code = networkErrorCode(error);
  return code === undefined || !UNRESOLVABLE_HOST_CODES.has(code);
}

function hostOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** What happened and what to check, for one code. `at` is the server's URL (or "the server"). */
function explain(code: string | undefined, url: string | undefined): { what: string; check: string } {
  const at = url === undefined ? "the server" : `the server at ${url}`;
  const host = hostOf(url);
  if (code === undefined) return { what: "the connection failed", check: `Is ${at} running and reachable?` };
  if (code === "ECONNREFUSED") return { what: "the connection was refused (ECONNREFUSED)", check: `Is ${at} running?` };
  if (UNRESOLVABLE_HOST_CODES.has(code)) {
    const name = host === undefined ? "the host name" : `the host name "${host}"`;
    return {
      what: `${name} does not resolve (${code})`,
      check: "Check the host in baseUrl for a typo; a name that does not resolve is not retried.",
    };
  }
  if (code === "EAI_AGAIN") {
    const name = host === undefined ? "the host name" : `the host name "${host}"`;
    return {
      what: `${name} could not be resolved just now: DNS did not answer (${code})`,
      check: "Check your network connection (DNS).",
    };
  }
  if (code === "ENETUNREACH" || code === "EHOSTUNREACH" || code === "ENETDOWN" || code === "EHOSTDOWN") {
    return {
      what: `the network or host is unreachable (${code})`,
      check: "Check your network connection and the host in baseUrl.",
    };
  }
  if (isTlsCode(code)) {
    return {
      what: `the TLS connection failed (${code})`,
      check:
        "Check the server's certificate (for a private CA, set NODE_EXTRA_CA_CERTS), and that baseUrl starts " +
        "with https:// only when the server speaks TLS.",
    };
  }
  if (TIMEOUT_CODES.has(code)) {
    return { what: `the connection timed out (${code})`, check: `Is ${at} reachable from here?` };
  }
  if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED" || code.startsWith("UND_ERR_")) {
    return {
      what: `the connection was closed by the other side (${code})`,
      check: `Is ${at} healthy? A plain-http server behind an https:// baseUrl (or the reverse) also looks like this.`,
    };
  }
  return { what: `the connection failed (${code})`, check: `Is ${at} running and reachable?` };
}

/**
 * The message of a transport failure: names `url`, the cause found in the
 * error's `code` chain and the check to make, e.g. `Network error calling
 * http://127.0.0.1:11434/v1: the connection was refused (ECONNREFUSED). Is
 * the server at http://127.0.0.1:11434/v1 running?`.
 *
 * @example
 * networkErrorMessage(error, model.baseUrl, "network");
 */
export function networkErrorMessage(error: unknown, url: string | undefined, kind: "network" | "timeout"): string {
  const code = networkErrorCode(error);
  const { what, check } =
    code === undefined && kind === "timeout"
      ? {
          what: "no response arrived in time",
          check: `Is ${url === undefined ? "the server" : `the server at ${url}`} reachable from here?`,
        }
      : explain(code, url);
  const target = url === undefined ? "" : ` calling ${url}`;
  const label = kind === "timeout" ? "The request timed out" : "Network error";
  return `${label}${target}: ${what}. ${check}`;
}
