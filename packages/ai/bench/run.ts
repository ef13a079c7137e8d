/**
 * Runs every `*.bench.ts` file in this folder, in name order, one after the
 * other: each must export `run(): Promise<void>`, which prints its figures.
 * Benchmarks never assert timings.
 *
 * @example
 * pnpm --filter @keel/ai bench            # all bench files
 * pnpm --filter @keel/ai bench -- json    # only files whose name contains "json"
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What a bench file exports. */
interface BenchModule {
  run?: () => Promise<void>;
}

const folder = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((arg) => arg !== "--");
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

console.log(`node ${process.version}, ${process.platform}/${process.arch}; bench files: ${files.join(", ") || "none"}`);
for (const name of files) {
  console.log(`\n=== ${name} ===`);
  const module = (await import(pathToFileURL(join(folder, name)).href)) as BenchModule;
  if (typeof module.run !== "function") {
    console.error(`${name} does not export run(): skipped`);
    process.exitCode = 1;
    continue;
  }
  await module.run();
}
