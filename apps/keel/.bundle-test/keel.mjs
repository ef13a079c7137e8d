import { runKeel } from "./main.mjs";

process.exitCode = await runKeel(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
console.error("T runKeel done", performance.now().toFixed(0));
process.on("exit", () => console.error("T exit", performance.now().toFixed(0)));
