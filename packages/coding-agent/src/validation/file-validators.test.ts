import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FILE_VALIDATORS_FILE, renderFileValidators } from "../../scripts/file-validators.js";
import { precompiledValidator } from "./precompiled-validator.js";

const checkedIn = fileURLToPath(new URL(`../../${FILE_VALIDATORS_FILE}`, import.meta.url));

describe("the precompiled validators of Keel's files", () => {
  it("are up to date with the TypeBox schemas (regenerate: pnpm --filter @keel/coding-agent generate)", async () => {
    expect(readFileSync(checkedIn, "utf8")).toBe(await renderFileValidators());
  });

  it("import nothing: reading settings, keys and trust at start-up loads no validator compiler", () => {
    expect(readFileSync(checkedIn, "utf8")).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("report each failing path with ajv's messages", () => {
    const validate = precompiledValidator("validateSettingsFile");
    expect(validate({ retry: { maxRetries: 2 }, defaultTools: ["read"] })).toBe(true);
    expect(validate({ retry: { maxRetries: "x" }, steeringMode: "sometimes" })).toBe(false);
    expect(validate.errors?.map((error) => `${error.instancePath}: ${error.message}`)).toEqual(
      expect.arrayContaining([
        "/retry/maxRetries: must be integer",
        "/steeringMode: must be equal to one of the allowed values",
      ]),
    );
    const trust = precompiledValidator("validateTrustFile");
    expect(trust({ "/repo": true })).toBe(true);
    expect(trust({ "/repo": "yes" })).toBe(false);
    expect(trust.errors?.[0]?.instancePath).toBe("/~1repo");
  });
});
