import type { Readable, Writable } from "node:stream";

/** The process around a `keel` run; tests pass their own. */
export interface KeelIo {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable;
}

/** Reads all of stdin when it is piped or redirected; `undefined` on a terminal. */
export async function readPipedStdin(stdin: KeelIo["stdin"]): Promise<string | undefined> {
  if (stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
