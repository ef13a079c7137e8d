/**
 * The entry point of the bundled `keel` (dist/bundle/keel.mjs): the
 * provider SDKs are handed to `@keel/ai` as lazily loaded bundle chunks,
 * so a run loads one SDK file instead of resolving hundreds of modules;
 * extensions are pointed at the bundle's own copies of Keel's packages.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { provideSdk } from "@keel/ai";
import { provideKeelAliases, resolveKeelAliases } from "@keel/coding-agent/internal";

provideSdk("openai", () => import("openai"));
provideSdk("@anthropic-ai/sdk", () => import("@anthropic-ai/sdk"));
provideSdk("@google/genai", () => import("@google/genai"));

// Extensions import the bundle's own copies of Keel's packages (see scripts/bundle.mjs)
// and the installed typebox (its schemas are plain JSON: a second copy is harmless).
provideKeelAliases(() => {
  const here = dirname(fileURLToPath(import.meta.url));
  const installed = resolveKeelAliases(here);
  try {
    const manifest = JSON.parse(readFileSync(join(here, "keel-aliases.json"), "utf8")) as Record<string, string>;
    const bundled = Object.entries(manifest).map(([specifier, file]) => [specifier, join(here, file)]);
    return { ...installed, ...Object.fromEntries(bundled) };
  } catch {
    // Not running from a bundle (or a partial build): the installed packages.
    return installed;
  }
});

export { runKeel } from "./main.js";
