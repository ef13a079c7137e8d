// Regenerates schema/settings.schema.json from the TypeBox settings schema,
// then formats it with the repository's formatter (biome).
// Run from packages/coding-agent: pnpm exec tsx scripts/generate-settings-schema.ts
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderSettingsJsonSchema, SETTINGS_JSON_SCHEMA_FILE } from "../src/settings/settings-json-schema.js";

const target = fileURLToPath(new URL(`../${SETTINGS_JSON_SCHEMA_FILE}`, import.meta.url));
writeFileSync(target, renderSettingsJsonSchema());
const formatted = spawnSync("pnpm", ["exec", "biome", "format", "--write", target], { stdio: "inherit" });
if (formatted.status !== 0) process.exitCode = formatted.status ?? 1;
console.log(`wrote ${target}`);
