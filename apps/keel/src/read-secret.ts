import type { KeelIo } from "./io.js";

/**
 * Reads one line from a terminal without echoing it (raw mode), for API
 * keys. Enter finishes, Ctrl-C or Ctrl-D cancels (`undefined`), Backspace
 * deletes.
 */
export function readSecret(io: KeelIo, prompt: string): Promise<string | undefined> {
  const stdin = io.stdin as KeelIo["stdin"] & { setRawMode?: (on: boolean) => void };
  io.stderr.write(prompt);
  return new Promise((resolve) => {
    let value = "";
    const finish = (result: string | undefined): void => {
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write("\n");
      resolve(result);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          finish(value.trim());
          return;
        }
        if (char === "\u0003" || char === "\u0004") {
          finish(undefined);
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}
