/**
 * `@keel/sandbox/internal`: the pieces the sandbox is made of, for Keel's
 * own packages and tests. Not covered by semver.
 *
 * @packageDocumentation
 */
export { bwrapPlan } from "./bwrap-args.js";
export { findProgram } from "./find-program.js";
export { gitProtectedPaths } from "./git-paths.js";
export { expandPolicyPath, isWithin, outermost } from "./paths.js";
