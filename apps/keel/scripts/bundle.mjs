#!/usr/bin/env node
// Bundles the keel command into dist/bundle/: one start-up file plus lazily
// loaded chunks (each provider SDK, the rarely used paths). Loading a few
// bundled files instead of ~1,000 ES modules is most of keel's start-up time.
// jiti stays a package (it loads extensions, only when there are some).
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "..");
const outdir = resolve(root, "dist/bundle");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { keel: resolve(root, "dist/bundle-entry.js") },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  external: ["jiti"],
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: {
    js: 'import { createRequire as __keelCreateRequire } from "node:module"; const require = __keelCreateRequire(import.meta.url);',
  },
  legalComments: "none",
  logLevel: "warning",
});
