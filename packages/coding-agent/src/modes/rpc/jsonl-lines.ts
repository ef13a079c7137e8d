import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The records of a JSONL byte stream: split on LF only (U+2028 and U+2029
 * are valid inside JSON strings, so Node's `readline` is not used), an
 * optional CR before the LF dropped, blank lines skipped. A line may be of
 * any length; a last line without LF counts when the stream ends.
 */
export async function* readJsonlLines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let buffered = "";
  for await (const chunk of stream) {
    buffered += typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer);
    let start = 0;
    for (let lf = buffered.indexOf("\n"); lf >= 0; lf = buffered.indexOf("\n", start)) {
      const line = buffered.slice(start, lf);
      start = lf + 1;
      const record = line.endsWith("\r") ? line.slice(0, -1) : line;
      if (record.trim() !== "") yield record;
    }
    buffered = buffered.slice(start);
  }
  buffered += decoder.end();
  const last = buffered.endsWith("\r") ? buffered.slice(0, -1) : buffered;
  if (last.trim() !== "") yield last;
}
