import { SettingsSchema } from "./settings-schema.js";

/** Where the generated JSON Schema lives inside the package. */
export const SETTINGS_JSON_SCHEMA_FILE = "schema/settings.schema.json";

/**
 * The JSON Schema text of `settings.json`, generated from
 * {@link SettingsSchema}: what `schema/settings.schema.json` must contain.
 * A test fails when the shipped file is out of date; regenerate it with
 * `pnpm exec tsx scripts/generate-settings-schema.ts` in the package folder.
 */
export function renderSettingsJsonSchema(): string {
  const schema = {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "Keel settings",
    ...JSON.parse(JSON.stringify(SettingsSchema)),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
