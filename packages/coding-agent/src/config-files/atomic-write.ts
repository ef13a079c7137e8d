import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Writes a whole file so readers see either the old or the new contents,
 * never half: a temp file in the same folder, then a rename over the target.
 * Creates missing parent folders.
 *
 * @param mode - file mode of the new file (e.g. `0o600` for secrets).
 */
export async function writeFileAtomic(path: string, text: string, mode?: number): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await writeFile(temp, text, mode === undefined ? { encoding: "utf8" } : { encoding: "utf8", mode });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
