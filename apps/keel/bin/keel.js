#!/usr/bin/env node
// The keel command. Loads the bundled build (dist/bundle), or the plain
// compiled modules when the bundle is missing (e.g. a partial build).
import { existsSync } from "node:fs";
import module from "node:module";
import v8 from "node:v8";

// fetch parses HTTP with a WebAssembly module; compiling it with V8's optimizing
// tier costs ~30 MB and a background compile per run. Its baseline code is fast
// enough for a model's stream.
v8.setFlagsFromString("--liftoff-only");

// Node 22.1+ can cache compiled code between runs: keel starts faster from the second run.
module.enableCompileCache?.();

const bundle = new URL("../dist/bundle/keel.mjs", import.meta.url);
const { runKeel } = await import(existsSync(bundle) ? bundle.href : "../dist/main.js");
const code = await runKeel(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
// Exit as soon as the output is out: idle keep-alive sockets and timers must not hold the process.
const drained = (stream) => new Promise((done) => (stream.writableLength === 0 ? done() : stream.once("drain", done)));
await Promise.all([drained(process.stdout), drained(process.stderr)]);
process.exit(code);
