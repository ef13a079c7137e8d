// Regenerates the precompiled validators checked in under src/ from their schemas.
// Run: pnpm --filter @keel/ai generate
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODELS_CONFIG_VALIDATOR_FILE, renderModelsConfigValidator } from "../src/models/models-config-validator.js";

const target = fileURLToPath(new URL(`../${MODELS_CONFIG_VALIDATOR_FILE}`, import.meta.url));
writeFileSync(target, await renderModelsConfigValidator());
console.log(`wrote ${target}`);
