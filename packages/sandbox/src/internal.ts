/**
 * `@keel/sandbox/internal`: the pieces the sandbox is made of, for Keel's
 * own packages and tests. Used only inside the Keel repository: not covered
 * by semver, any of it may change or go away in any release. The stable API
 * is the package root (`@keel/sandbox`).
 *
 * @packageDocumentation
 */
export { bwrapPlan } from "./bwrap-args.js";
export { type BwrapFeatures, bwrapFeatures } from "./bwrap-features.js";
export { findProgram } from "./find-program.js";
export { gitProtectedPaths } from "./git-paths.js";
export { expandPolicyPath, isWithin, outermost } from "./paths.js";
