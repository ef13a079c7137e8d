// Regenerates schema/settings.schema.json from the TypeBox settings schema.
// Run from packages/coding-agent: pnpm exec tsx scripts/generate-settings-schema.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderSettingsJsonSchema, SETTINGS_JSON_SCHEMA_FILE } from "../src/settings/settings-json-schema.js";

const target = fileURLToPath(new URL(`../${SETTINGS_JSON_SCHEMA_FILE}`, import.meta.url));
writeFileSync(target, renderSettingsJsonSchema());
console.log(`wrote ${target}`);
