import { mkdtempSync, rmSync } from "node:fs";
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { normalizeHost } from "./domain-pattern.js";
import { type ProxyTarget, proxyTarget } from "./proxy-target.js";
import { readSocksRequest, SOCKS_REPLY, socksReply } from "./socks5.js";

/** A running filtering proxy on a Unix socket (HTTP and SOCKS5 on the same socket). */
export interface FilteringProxy {
  /** The folder holding the socket (bind it into the sandbox). */
  readonly dir: string;
  /** The Unix socket the proxy listens on. */
  readonly socketPath: string;
  /** Host names refused so far, in order, without duplicates. */
  blocked(): readonly string[];
  /** Stops the proxy, ends its connections and removes its folder. Never throws. */
  close(): Promise<void>;
}

/** The text a refused client gets (HTTP body), naming the host and the setting that allows it. */
export function refusalText(host: string, target: ProxyTarget = { kind: "not-listed" }): string {
  if (target.kind === "local-address")
    return `Keel sandbox: network access to ${host} is not allowed: it resolves to ${target.address}, an address of this machine or its link (loopback, unspecified or link-local), and only a name listed as it is may lead there. Add "${host}" itself to sandbox.allowedDomains to allow it.\n`;
  return `Keel sandbox: network access to ${host} is not allowed. Add "${host}" to sandbox.allowedDomains to allow it.\n`;
}

/** Decides where a request for a host goes (see `proxyTarget`), recording the refused names. */
type Route = (host: string) => Promise<ProxyTarget>;

/**
 * Starts a proxy on a new Unix socket that lets through only connections to
 * the allowed host names: HTTP `CONNECT host:port`, plain HTTP requests with
 * an absolute URL, and SOCKS5 `CONNECT` (told apart by the first byte).
 * Names are resolved on the host, after the check, once: the connection goes
 * to that address. A refused name gets an immediate answer (HTTP 403 naming
 * the host and `sandbox.allowedDomains`, SOCKS5 "not allowed by ruleset"),
 * and so does a name allowed only by a wildcard that resolves to an address
 * of this machine (see `proxyTarget`).
 */
export async function startFilteringProxy(allowedDomains: readonly string[]): Promise<FilteringProxy> {
  const dir = mkdtempSync(join(tmpdir(), "keel-proxy-"));
  const socketPath = join(dir, "proxy.sock");
  const blocked: string[] = [];
  const sockets = new Set<Socket>();
  const route: Route = async (host) => {
    const target = await proxyTarget(host, allowedDomains);
    const name = normalizeHost(host);
    if (target.kind === "not-listed" && !blocked.includes(name)) blocked.push(name);
    return target;
  };
  const http = createHttpServer((req, res) => void forwardHttp(req, res, route));
  http.on(
    "connect",
    (req: IncomingMessage, client: Socket, head: Buffer) => void tunnel(req, client, head, route, sockets),
  );
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.once("data", (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      if (first[0] === 5) void socks(socket, route, sockets);
      else http.emit("connection", socket);
      socket.resume();
    });
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolvePromise);
  });
  return {
    dir,
    socketPath,
    blocked: () => [...blocked],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
      http.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `host:port` of a CONNECT request target; `[v6]:port` too. */
function splitHostPort(target: string, defaultPort: number): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(target);
  if (match === null) return { host: target, port: defaultPort };
  return { host: normalizeHost(match[1] ?? ""), port: match[2] === undefined ? defaultPort : Number(match[2]) };
}

async function tunnel(
  req: IncomingMessage,
  client: Socket,
  head: Buffer,
  route: Route,
  sockets: Set<Socket>,
): Promise<void> {
  const { host, port } = splitHostPort(req.url ?? "", 443);
  const target = await route(host);
  if (target.kind === "unresolved") {
    client.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n");
    return;
  }
  if (target.kind !== "allowed") {
    const body = refusalText(host, target);
    client.end(
      `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    return;
  }
  const upstream = connect(port, target.address, () => {
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  sockets.add(upstream);
  upstream.on("close", () => sockets.delete(upstream));
  upstream.on("error", () => {
    if (!client.destroyed) client.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n");
  });
  client.on("error", () => upstream.destroy());
}

async function forwardHttp(req: IncomingMessage, res: ServerResponse, route: Route): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? "");
  } catch {
    res.writeHead(400, { "Content-Type": "text/plain" }).end("Keel sandbox proxy: requests need an absolute URL\n");
    return;
  }
  const host = normalizeHost(url.hostname);
  const target: ProxyTarget = url.protocol === "http:" ? await route(host) : { kind: "not-listed" };
  if (target.kind === "unresolved") {
    res
      .writeHead(502, { "Content-Type": "text/plain", Connection: "close" })
      .end(`Keel sandbox proxy: ${host} does not resolve\n`);
    return;
  }
  if (target.kind !== "allowed") {
    res.writeHead(403, { "Content-Type": "text/plain", Connection: "close" }).end(refusalText(host, target));
    return;
  }
  const headers = { ...req.headers };
  delete headers["proxy-connection"];
  delete headers["proxy-authorization"];
  const upstream = httpRequest(
    {
      host: target.address,
      port: url.port === "" ? 80 : Number(url.port),
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
    res.end();
  });
  req.pipe(upstream);
}

async function socks(socket: Socket, route: Route, sockets: Set<Socket>): Promise<void> {
  const request = await readSocksRequest(socket);
  if (request === undefined) return;
  const target = await route(request.host);
  if (target.kind === "unresolved") {
    socket.end(socksReply(SOCKS_REPLY.hostUnreachable));
    return;
  }
  if (target.kind !== "allowed") {
    socket.end(socksReply(SOCKS_REPLY.notAllowed));
    return;
  }
  const upstream = connect(request.port, target.address, () => {
    socket.write(socksReply(SOCKS_REPLY.succeeded));
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  sockets.add(upstream);
  upstream.on("close", () => sockets.delete(upstream));
  upstream.on("error", () => {
    if (!socket.destroyed) socket.end(socksReply(SOCKS_REPLY.hostUnreachable));
  });
  socket.on("error", () => upstream.destroy());
}
