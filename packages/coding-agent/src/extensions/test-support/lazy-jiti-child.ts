// Imports the package (its main entry, and the internal one that has the
// runner), runs a runner with no extensions, then with one, and marks each
// step on stderr; trace-jiti.mjs marks when jiti is imported.
import { writeSync } from "node:fs";
import "../../index.js";
import { ExtensionRunner } from "../../internal.js";
import { createBuffer, createFakeHost } from "./fake-host.js";

const extension = process.argv[2];
if (extension === undefined) throw new Error("usage: lazy-jiti-child.ts <extension file>");
writeSync(2, "MARK package imported\n");
const runner = new ExtensionRunner({ host: createFakeHost(), stderr: createBuffer() });
await runner.load([]);
writeSync(2, "MARK no extensions loaded\n");
await runner.load([extension]);
writeSync(2, `MARK extension loaded (${runner.extensionPaths.length})\n`);
