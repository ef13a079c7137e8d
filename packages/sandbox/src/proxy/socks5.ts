import type { Socket } from "node:net";

/** The target of a SOCKS5 CONNECT request. */
export interface SocksTarget {
  readonly host: string;
  readonly port: number;
}

/** SOCKS5 reply codes this proxy sends. */
export const SOCKS_REPLY = { succeeded: 0, notAllowed: 2, hostUnreachable: 4, commandNotSupported: 7 } as const;

/**
 * Reads a SOCKS5 greeting (no authentication offered back) and one CONNECT
 * request from `socket`; resolves with the target, or undefined after
 * answering a request it does not support (it then ends the socket).
 */
export function readSocksRequest(socket: Socket): Promise<SocksTarget | undefined> {
  return new Promise((resolvePromise) => {
    let buffer = Buffer.alloc(0);
    let greeted = false;
    const finish = (target: SocksTarget | undefined): void => {
      socket.off("data", onData);
      socket.off("close", onClose);
      if (buffer.length > 0) socket.unshift(buffer);
      resolvePromise(target);
    };
    const onClose = (): void => finish(undefined);
    const onData = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!greeted) {
        if (buffer.length < 2) return;
        const length = 2 + (buffer[1] ?? 0);
        if (buffer.length < length) return;
        if (buffer[0] !== 5) {
          socket.destroy();
          return;
        }
        buffer = buffer.subarray(length);
        greeted = true;
        socket.write(Buffer.from([5, 0]));
      }
      const request = parseRequest(buffer);
      if (request === "incomplete") return;
      buffer = buffer.subarray(request.length);
      if (request.kind === "unsupported") {
        socket.end(socksReply(SOCKS_REPLY.commandNotSupported));
        finish(undefined);
        return;
      }
      finish({ host: request.host, port: request.port });
    };
    socket.on("data", onData);
    socket.on("close", onClose);
  });
}

type ParsedRequest =
  | { readonly kind: "connect"; readonly host: string; readonly port: number; readonly length: number }
  | { readonly kind: "unsupported"; readonly length: number };

function parseRequest(buffer: Buffer): ParsedRequest | "incomplete" {
  if (buffer.length < 5) return "incomplete";
  const command = buffer[1];
  const type = buffer[3];
  let host: string;
  let offset: number;
  if (type === 1) {
    if (buffer.length < 10) return "incomplete";
    host = [...buffer.subarray(4, 8)].join(".");
    offset = 8;
  } else if (type === 3) {
    const size = buffer[4] ?? 0;
    if (buffer.length < 5 + size + 2) return "incomplete";
    host = buffer.subarray(5, 5 + size).toString("utf8");
    offset = 5 + size;
  } else if (type === 4) {
    if (buffer.length < 22) return "incomplete";
    const words: string[] = [];
    for (let i = 4; i < 20; i += 2) words.push(buffer.readUInt16BE(i).toString(16));
    host = words.join(":");
    offset = 20;
  } else return { kind: "unsupported", length: buffer.length };
  const port = buffer.readUInt16BE(offset);
  const length = offset + 2;
  return command === 1 ? { kind: "connect", host, port, length } : { kind: "unsupported", length };
}

/** A SOCKS5 reply with the given code and an empty IPv4 bound address. */
export function socksReply(code: number): Buffer {
  return Buffer.from([5, code, 0, 1, 0, 0, 0, 0, 0, 0]);
}
