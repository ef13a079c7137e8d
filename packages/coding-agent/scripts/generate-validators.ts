// Regenerates src/validation/file-validators.generated.ts from the TypeBox schemas (scripts/file-validators.ts).
// Run: pnpm --filter @keel/coding-agent generate (which also regenerates the JSON Schema files).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FILE_VALIDATORS_FILE, renderFileValidators } from "./file-validators.js";

const target = fileURLToPath(new URL(`../${FILE_VALIDATORS_FILE}`, import.meta.url));
writeFileSync(target, await renderFileValidators());
console.log(`wrote ${target}`);
