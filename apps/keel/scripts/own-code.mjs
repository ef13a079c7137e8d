// An esbuild plugin for keel's bundle: runs source transforms over Keel's own
// compiled code (packages/*/dist, apps/*/dist), in order, as esbuild loads it.
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Keel's compiled code: the files these transforms apply to. */
export const OWN_CODE = /[\\/](packages|apps)[\\/][^\\/]+[\\/]dist[\\/].*\.js$/;

/**
 * @param {Array<(source: string, path: string) => string>} transforms each returns the source, changed or not
 * @returns {import("esbuild").Plugin}
 */
export function ownCode(transforms) {
  return {
    name: "keel-own-code",
    setup(build) {
      build.onLoad({ filter: OWN_CODE }, async (args) => {
        const source = await readFile(args.path, "utf8");
        const contents = transforms.reduce((text, transform) => transform(text, args.path), source);
        return contents === source ? undefined : { contents, loader: "js", resolveDir: dirname(args.path) };
      });
    },
  };
}
