// Regenerates schema/rpc.schema.json from RPC mode's TypeBox schemas, then
// formats it with the repository's formatter (biome).
// Run from packages/coding-agent: pnpm exec tsx scripts/generate-rpc-schema.ts
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RPC_JSON_SCHEMA_FILE, renderRpcJsonSchema } from "../src/modes/rpc/rpc-json-schema.js";

const target = fileURLToPath(new URL(`../${RPC_JSON_SCHEMA_FILE}`, import.meta.url));
writeFileSync(target, renderRpcJsonSchema());
const formatted = spawnSync("pnpm", ["exec", "biome", "format", "--write", target], { stdio: "inherit" });
if (formatted.status !== 0) process.exitCode = formatted.status ?? 1;
console.log(`wrote ${target}`);
