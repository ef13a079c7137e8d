#!/usr/bin/env node
import { runKeel } from "../dist/main.js";

process.exitCode = await runKeel(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
