// An esbuild plugin for keel's bundle: Keel's compiled code gets a `Type`
// object holding only the TypeBox builders it calls (`Type.Object`,
// `Type.String`, …), each imported from the module that defines it.
//
// Why: typebox's `Type` is a namespace of everything (the TypeScript-syntax
// parser of `Type.Script`, the type engine…) and the package does not declare
// itself side-effect free, so `import { Type } from "typebox"` put ~330 KB of
// source on keel's start-up path. The builders are the same functions, so the
// schemas are the same plain objects. Only Keel's own code is redirected:
// extensions import the installed typebox (see src/bundle-entry.ts).
// The build fails when Keel's code imports anything else from "typebox" at
// run time, or calls a builder this file cannot find.
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const OWN_CODE = /[\\/](packages|apps)[\\/][^\\/]+[\\/]dist[\\/].*\.js$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"typebox";?/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;

function* jsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* jsFiles(path);
    else if (path.endsWith(".js")) yield path;
  }
}

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

/**
 * @param {string} fromDir a folder whose node_modules has typebox (the app)
 * @param {string[]} distDirs the compiled code to scan for `Type.X` calls
 * @returns {import("esbuild").Plugin}
 */
export function typeboxBuilders(fromDir, distDirs) {
  const index = realpathSync(createRequire(join(fromDir, "package.json")).resolve("typebox"));
  const namespace = typeNamespace(index);
  const used = new Set();
  for (const dir of distDirs) {
    for (const file of jsFiles(dir)) {
      if (file.includes(".test.") || file.includes(`${join("dist", "test-support")}`)) continue;
      const source = readFileSync(file, "utf8");
      if (!source.includes('from "typebox"')) continue;
      for (const match of source.matchAll(/\bType\.([A-Za-z]+)/g)) used.add(match[1]);
    }
  }
  const missing = [...used].filter((name) => !namespace.has(name));
  if (missing.length > 0) throw new Error(`typebox-builders: Type.${missing.join(", Type.")} not found in ${index}`);
  const shim = [
    ...[...used].map((name) => `import { ${name} as T_${name} } from ${JSON.stringify(namespace.get(name))};`),
    `export const Type = { ${[...used].map((name) => `${name}: T_${name}`).join(", ")} };`,
  ].join("\n");

  return {
    name: "keel-typebox-builders",
    setup(build) {
      build.onResolve({ filter: /^typebox$/ }, (args) =>
        OWN_CODE.test(args.importer) ? { path: "keel-typebox-builders", namespace: "keel-typebox" } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: "keel-typebox" }, () => ({
        contents: shim,
        loader: "js",
        resolveDir: dirname(index),
      }));
      build.onLoad({ filter: OWN_CODE }, (args) => {
        const source = readFileSync(args.path, "utf8");
        for (const match of source.matchAll(IMPORT)) {
          const names = match[1]
            .split(",")
            .map((part) => part.trim())
            .filter((part) => part !== "" && !part.startsWith("type "));
          if (names.some((name) => name !== "Type")) {
            throw new Error(
              `typebox-builders: ${args.path} imports ${names.join(", ")} from "typebox"; only Type is handled`,
            );
          }
        }
        return undefined;
      });
    },
  };
}
