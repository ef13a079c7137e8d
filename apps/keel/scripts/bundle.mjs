#!/usr/bin/env node
// Bundles the keel command into dist/bundle/: one start-up file plus lazily
// loaded chunks (each provider SDK, the rarely used paths). Loading a few
// bundled files instead of ~1,000 ES modules is most of keel's start-up time.
// jiti stays a package (it loads extensions, only when there are some).
// The public entries of Keel's packages are in the bundle too
// (dist/bundle/lib/, grouped: see lib-groups.mjs), listed in
// dist/bundle/keel-aliases.json: an extension's `import … from "@keel/ai"`
// then loads the very modules the bundle runs (one model registry, one set of
// classes), not a second copy.
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { resolveKeelAliases } from "@keel/coding-agent/internal";
import { build } from "esbuild";
import { directImports } from "./direct-imports.mjs";
import { libFileName, libGroups } from "./lib-groups.mjs";
import { ownCode } from "./own-code.mjs";
import { typeboxBuilders } from "./typebox-builders.mjs";

const root = resolve(import.meta.dirname, "..");
const outdir = resolve(root, "dist/bundle");
rmSync(outdir, { recursive: true, force: true });

// Only Keel's own packages: their module state (the model registry, classes)
// must be one instance. typebox schemas are plain JSON, so extensions get the
// installed typebox (see src/bundle-entry.ts) and the bundle keeps only the
// typebox it uses.
const aliases = Object.fromEntries(
  Object.entries(resolveKeelAliases(root)).filter(([specifier]) => specifier.startsWith("@keel/")),
);
const lib = await libGroups(aliases);
// Every compiled file of keel and of the Keel packages it depends on: what may import typebox.
const keelPackages = Object.keys(JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).dependencies).filter(
  (name) => name.startsWith("@keel/"),
);
const typebox = await typeboxBuilders(root, [
  resolve(root, "dist"),
  ...keelPackages.map((name) => resolve(realpathSync(resolve(root, "node_modules", name)), "dist")),
]);
await build({
  entryPoints: { keel: resolve(root, "dist/bundle-entry.js"), ...lib.entries },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  // react-devtools-core: Ink imports it only when DEV=true (never in keel).
  // quickjs-wasi: codemode reads its quickjs.wasm beside it, so it stays a package.
  external: ["jiti", "react-devtools-core", "quickjs-wasi"],
  // React's production build for the terminal UI (the development one is slower and warns).
  define: { "process.env.NODE_ENV": '"production"' },
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: {
    js: 'import { createRequire as __keelCreateRequire } from "node:module"; const require = __keelCreateRequire(import.meta.url);',
  },
  legalComments: "none",
  // Less source text to read and keep: ~4 MiB less peak RSS for `keel -p`.
  // Identifiers stay, so stack traces still name functions.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
  // A `Type.X` (or any namespace member) that resolves to nothing fails the build instead of being undefined at run time.
  logOverride: { "import-is-undefined": "error" },
  plugins: [typebox.plugin, ownCode([typebox.transform, directImports(aliases)]), lib.plugin],
});
mkdirSync(join(outdir, "lib"), { recursive: true });
for (const [name, source] of Object.entries(lib.files)) writeFileSync(join(outdir, "lib", name), source);
const manifest = Object.fromEntries(
  Object.keys(aliases).map((specifier) => [specifier, `./lib/${libFileName(specifier)}.mjs`]),
);
writeFileSync(resolve(outdir, "keel-aliases.json"), `${JSON.stringify(manifest, null, 2)}\n`);
