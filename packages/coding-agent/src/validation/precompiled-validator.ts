import type { ValidateFunction } from "ajv";
import {
  validateApprovalFile,
  validateAuthEntry,
  validateAuthFile,
  validatePackagesLock,
  validateSettingsFile,
  validateTrustFile,
} from "./file-validators.generated.js";

const generated = {
  validateSettingsFile,
  validateAuthFile,
  validateAuthEntry,
  validateTrustFile,
  validateApprovalFile,
  validatePackagesLock,
};

/** The name of one precompiled validator (see `scripts/file-validators.ts`). */
export type PrecompiledValidatorName = keyof typeof generated;

/**
 * One of the precompiled validators of Keel's own files (`settings.json`,
 * `auth.json`, `trust.json`, saved approvals), as an ajv `ValidateFunction`:
 * `errors` is set when it returns false. Generated from the TypeBox schemas
 * by `pnpm --filter @keel/coding-agent generate`; nothing is compiled at run time.
 */
export function precompiledValidator(name: PrecompiledValidatorName): ValidateFunction {
  return generated[name] as unknown as ValidateFunction;
}
