/**
 * Why a command line or a flag's value could not be used; shown to the user,
 * with exit status 2. The CLI's parser returns it, and start-up returns it for
 * the flags extensions register, so it lives here where both can use it.
 */
export interface UsageError {
  /** What was wrong, e.g. `unknown option --modle`. */
  message: string;
  /** What to do, e.g. `did you mean --model? (keel --help lists every option)`. */
  hint?: string;
}
