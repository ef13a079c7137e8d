import type { FilteringProxy } from "./filtering-proxy.js";

/** The port the bridge listens on inside the sandbox's own network namespace. */
export const BRIDGE_PORT = 3128;

/** Shell-quotes one word for `sh`. */
function quote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * The argv that runs `argv` inside the sandbox behind the bridge: `socat`
 * listens on 127.0.0.1:3128 in the sandbox's network namespace and forwards
 * each connection to the host proxy's Unix socket; the command starts once
 * the listener is up (read from `/proc/net/tcp` with shell built-ins, bounded).
 */
export function bridgeArgv(socat: string, proxy: FilteringProxy, argv: readonly string[]): string[] {
  const local = `0100007F:${BRIDGE_PORT.toString(16).toUpperCase().padStart(4, "0")}`;
  // Shell built-ins only (no process per try): a line of /proc/net/tcp is "sl local remote state …", 0A = listening.
  const script = [
    `${quote(socat)} TCP-LISTEN:${BRIDGE_PORT},bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${quote(proxy.socketPath)} </dev/null >/dev/null 2>&1 &`,
    `ready() { while read -r _ l _ s _; do [ "$l" = ${local} ] && [ "$s" = 0A ] && return 0; done </proc/net/tcp; return 1; }`,
    'i=0; until ready; do i=$((i+1)); [ "$i" -gt 20000 ] && break; done',
    'exec "$@"',
  ].join("\n");
  return ["/bin/sh", "-c", script, "keel-sandbox", ...argv];
}

/** The proxy variables set inside the sandbox: HTTP(S) through CONNECT, everything else through SOCKS5. */
export function proxyEnv(): Record<string, string> {
  const http = `http://127.0.0.1:${BRIDGE_PORT}`;
  const socks = `socks5h://127.0.0.1:${BRIDGE_PORT}`;
  const local = "localhost,127.0.0.1,::1";
  return {
    HTTP_PROXY: http,
    HTTPS_PROXY: http,
    http_proxy: http,
    https_proxy: http,
    ALL_PROXY: socks,
    all_proxy: socks,
    NO_PROXY: local,
    no_proxy: local,
  };
}
