// keel's bundle and TypeBox: Keel's compiled code gets the TypeBox builders
// it calls (`Type.Object`, `Type.String`, …) from one small module of their
// own, bundled ahead from typebox (so it imports no typebox file), as a
// namespace esbuild can tree-shake.
//
// Why: typebox's `Type` is one namespace object holding everything (the
// TypeScript-syntax parser of `Type.Script`, the type engine…), and the
// package does not declare itself side-effect free, so `import { Type } from
// "typebox"` put ~330 KB of source on keel's start-up path. The builders are
// the same functions, so the schemas are the same plain objects. Only Keel's
// own code is redirected: extensions import the installed typebox (see
// src/bundle-entry.ts). The build fails when Keel's code imports anything
// else from "typebox" at run time, or calls a builder this file cannot find
// (and bundle.mjs makes a namespace member esbuild cannot find an error).
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"typebox";?/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;

/** Where each builder of typebox's `Type` namespace is defined: name → file. */
function typeNamespace(typeboxIndex) {
  const namespaceFile = resolve(dirname(typeboxIndex), "typebox.mjs");
  const source = readFileSync(namespaceFile, "utf8");
  const names = new Map();
  for (const match of source.matchAll(REEXPORT)) {
    for (const part of match[1].split(",")) {
      const name = part.trim();
      if (name !== "" && !name.includes(" ")) names.set(name, resolve(dirname(namespaceFile), match[2]));
    }
  }
  return names;
}

const SHIM = "keel-typebox-builders";

function* jsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* jsFiles(path);
    else if (path.endsWith(".js") && !path.includes(".test.") && !path.includes("test-support")) yield path;
  }
}

/** The `Type.X` names a compiled file calls (comments do not count: a doc comment naming Type.Record must not pull in the Record builder). */
function calledBuilders(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/\bType\.([A-Za-z]+)/g)].map((match) => match[1]);
}

/**
 * @param {string} fromDir a folder whose node_modules has typebox (the app)
 * @param {string[]} distDirs Keel's compiled code (every file that may import typebox)
 * @returns {Promise<{ transform: (source: string, path: string) => string, plugin: import("esbuild").Plugin }>}
 *   the transform of Keel's code (see own-code.mjs) and the plugin that provides the builders
 */
export async function typeboxBuilders(fromDir, distDirs) {
  const index = realpathSync(createRequire(join(fromDir, "package.json")).resolve("typebox"));
  const namespace = typeNamespace(index);
  const used = new Set();
  for (const dir of distDirs) {
    for (const file of jsFiles(dir)) {
      const source = readFileSync(file, "utf8");
      if (source.includes('from "typebox"')) for (const name of calledBuilders(source)) used.add(name);
    }
  }
  const missing = [...used].filter((name) => !namespace.has(name));
  if (missing.length > 0) throw new Error(`typebox-builders: Type.${missing.join(", Type.")} not found in ${index}`);
  // The builders, bundled into one self-contained module: it imports no typebox file, so the
  // rest of typebox (the type engine, which typebox/compile uses in lazily loaded chunks) is not
  // reachable from it, and esbuild cannot put any of it on keel's start-up path.
  const bundled = await build({
    stdin: {
      contents: [...used].map((name) => `export { ${name} } from ${JSON.stringify(namespace.get(name))};`).join("\n"),
      resolveDir: dirname(index),
      loader: "js",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const shim = bundled.outputFiles[0].text;

  const transform = (source, path) =>
    source.replace(IMPORT, (_whole, list) => {
      const names = list
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "" && !part.startsWith("type "));
      if (names.some((name) => name !== "Type")) {
        throw new Error(`typebox-builders: ${path} imports ${names.join(", ")} from "typebox"; only Type is handled`);
      }
      // `Type.X` on a namespace import is a direct reference esbuild can tree-shake.
      return names.length === 0 ? "" : `import * as Type from "${SHIM}";`;
    });
  const plugin = {
    name: "keel-typebox-builders",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${SHIM}$`) }, () => ({ path: SHIM, namespace: "keel-typebox" }));
      build.onLoad({ filter: /.*/, namespace: "keel-typebox" }, () => ({ contents: shim, loader: "js" }));
    },
  };
  return { transform, plugin };
}
