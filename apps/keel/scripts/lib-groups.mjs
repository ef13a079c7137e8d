// The public entries of Keel's packages, as keel's bundle offers them to
// extensions (dist/bundle/lib/, listed in keel-aliases.json).
//
// They are grouped into a few bundle entry points, each re-exporting its
// packages' entries as namespaces, plus one small file per specifier that
// re-exports its namespace's names. Why not one entry point per specifier:
// esbuild splits the modules keel loads at start-up into chunks by which
// entry points reach them, so eleven entry points cut keel's start-up into
// ~40 files (each costs a read, a compile and a link); four groups keep it
// near the number its lazy paths need.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Group of each specifier; the terminal UI (Ink, React) and the test helpers load only when imported. */
function groupOf(specifier) {
  if (specifier.endsWith("/interactive")) return "keel-lib-interactive";
  if (specifier.endsWith("/testing")) return "keel-lib-testing";
  return "keel-lib";
}

/** "@keel/ai/testing" → "keel-ai-testing" (the file name of its re-export module). */
export function libFileName(specifier) {
  return specifier.replace(/^@/, "").replaceAll("/", "-");
}

/**
 * @param {Record<string, string>} aliases specifier → its index file
 * @returns {Promise<{ entries: Record<string, string>, plugin: import("esbuild").Plugin, files: Record<string, string> }>}
 *   the group entry points (for esbuild), the plugin that renders them, and
 *   the re-export module of each specifier (file name → source)
 */
export async function libGroups(aliases) {
  const groups = new Map();
  const files = {};
  for (const [index, [specifier, file]] of Object.entries(aliases).entries()) {
    const group = groupOf(specifier);
    const namespace = `m${index}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(`export * as ${namespace} from ${JSON.stringify(realpathSync(file))};`);
    // The names each entry exports at run time (types are gone from the compiled code).
    const names = Object.keys(await import(pathToFileURL(realpathSync(file)).href));
    files[`${libFileName(specifier)}.mjs`] = [
      `// ${specifier}: the modules keel's bundle runs (see ${group}.mjs).`,
      `import { ${namespace} } from "./${group}.mjs";`,
      names.length > 0 ? `export const { ${names.join(", ")} } = ${namespace};` : "export {};",
      "",
    ].join("\n");
  }
  const entries = Object.fromEntries([...groups.keys()].map((group) => [`lib/${group}`, `keel-lib:${group}`]));
  const plugin = {
    name: "keel-lib-groups",
    setup(build) {
      build.onResolve({ filter: /^keel-lib:/ }, (args) => ({
        path: args.path.slice("keel-lib:".length),
        namespace: "keel-lib",
      }));
      build.onLoad({ filter: /.*/, namespace: "keel-lib" }, (args) => ({
        contents: groups.get(args.path).join("\n"),
        loader: "js",
        resolveDir: import.meta.dirname,
      }));
    },
  };
  return { entries, plugin, files };
}
