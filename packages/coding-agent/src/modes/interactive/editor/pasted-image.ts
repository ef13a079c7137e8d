import { readFileSync, statSync } from "node:fs";
import { basename, extname, isAbsolute, resolve } from "node:path";
import type { ImageContent } from "@keel/ai";

const IMAGE_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

/** The largest image file a paste attaches (bigger ones stay text). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** What a paste of an image file's path (a file dropped on the terminal) becomes. */
export interface PastedImage {
  name: string;
  image: ImageContent;
}

/**
 * The image a paste names, when the whole paste is the path of one image
 * file (as terminals paste a dropped file: maybe quoted, maybe `file://`,
 * spaces maybe escaped). `undefined` for anything else, which stays text.
 */
export function imageFromPaste(text: string, cwd: string): PastedImage | undefined {
  let path = text.trim();
  if (path === "" || path.includes("\n")) return undefined;
  if ((path.startsWith("'") && path.endsWith("'")) || (path.startsWith('"') && path.endsWith('"')))
    path = path.slice(1, -1);
  if (path.startsWith("file://")) {
    try {
      path = decodeURIComponent(new URL(path).pathname);
    } catch {
      return undefined;
    }
  }
  path = path.replace(/\\(.)/g, "$1");
  const mimeType = IMAGE_TYPES[extname(path).toLowerCase()];
  if (mimeType === undefined) return undefined;
  const full = isAbsolute(path) ? path : resolve(cwd, path);
  try {
    const stat = statSync(full);
    if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) return undefined;
    return { name: basename(full), image: { type: "image", data: readFileSync(full).toString("base64"), mimeType } };
  } catch {
    return undefined;
  }
}
