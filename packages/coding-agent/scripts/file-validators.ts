import { renderStandaloneValidators } from "@keel/ai/internal";
import { PackagesLockSchema } from "../src/keel-packages/lock-file-schema.js";
import { AuthEntrySchema, AuthFileSchema } from "../src/models/auth-file-schema.js";
import { ApprovalFileSchema } from "../src/permissions/approval-store.js";
import { SettingsSchema } from "../src/settings/settings-schema.js";
import { TrustFileSchema } from "../src/trust/trust-file-schema.js";

/** Where the precompiled validators of Keel's own files live, from the package folder. */
export const FILE_VALIDATORS_FILE = "src/validation/file-validators.generated.ts";

/**
 * The source of {@link FILE_VALIDATORS_FILE}: the validators of
 * `settings.json`, `auth.json`, `trust.json` and the saved permission
 * approvals, precompiled from their TypeBox schemas (all errors, strict
 * mode), so reading them at start-up neither loads nor runs the ajv
 * compiler. A test fails when the checked-in file is out of date.
 */
export function renderFileValidators(): Promise<string> {
  return renderStandaloneValidators({
    schemas: {
      validateSettingsFile: SettingsSchema,
      validateAuthFile: AuthFileSchema,
      validateAuthEntry: AuthEntrySchema,
      validateTrustFile: TrustFileSchema,
      validateApprovalFile: ApprovalFileSchema,
      validatePackagesLock: PackagesLockSchema,
    },
    source:
      "settings/settings-schema.ts, models/auth-file-schema.ts, trust/trust-file-schema.ts, permissions/approval-store.ts and keel-packages/lock-file-schema.ts",
    regenerate: "pnpm --filter @keel/coding-agent generate",
  });
}
