// A module hook that prints "IMPORT jiti" on stderr when anything imports jiti.
import { register } from "node:module";

const hook = `
import { writeSync } from "node:fs";
export async function resolve(specifier, context, next) {
  if (specifier === "jiti") writeSync(2, "IMPORT jiti\\n");
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
