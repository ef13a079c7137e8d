#!/usr/bin/env node
// The keel command. Loads the bundled build (dist/bundle), or the plain
// compiled modules when the bundle is missing (e.g. a partial build).
import { existsSync } from "node:fs";
import module from "node:module";
import { constants } from "node:os";
import v8 from "node:v8";

// A signal during start-up (before the run, or a sub-command, takes signals over: see
// src/startup-interrupts.ts) says so on stderr and exits 128 + its number, as one later does.
// Another handler already listening (MCP servers being stopped) exits with the same status.
let interrupted = false;
const startupInterrupt = (signal) => {
  const code = 128 + constants.signals[signal];
  if (!interrupted)
    process.stderr.write(`keel: interrupted by ${signal} during start-up; the run was stopped (exit ${code}).\n`);
  interrupted = true;
  process.exitCode = code;
  if (process.listenerCount(signal) === 1) process.exit(code);
};
startupInterrupt[Symbol.for("keel.startupInterrupt")] = true;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, startupInterrupt);

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
