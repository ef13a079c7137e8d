import { renderStandaloneValidators } from "../validation/standalone-validators.js";
import { MODELS_CONFIG_SCHEMA } from "./models-config-schema.js";

/** Where the precompiled validator of `models.json` lives, from the package folder. */
export const MODELS_CONFIG_VALIDATOR_FILE = "src/models/models-config.validator.generated.ts";

/**
 * The source of {@link MODELS_CONFIG_VALIDATOR_FILE}: `models.json`'s
 * validator precompiled from {@link MODELS_CONFIG_SCHEMA}, so reading a
 * models file at start-up does not load or run the ajv compiler. A test
 * fails when the checked-in file is out of date.
 */
export function renderModelsConfigValidator(): Promise<string> {
  return renderStandaloneValidators({
    schemas: { validateModelsConfig: MODELS_CONFIG_SCHEMA },
    source: "src/models/models-config-schema.ts",
    regenerate: "pnpm --filter @keel/ai generate",
  });
}
