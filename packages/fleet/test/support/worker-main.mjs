// A real fleet worker process for the tests, on the compiled package:
// `node worker-main.mjs '<FleetWorkerOptions as JSON>'`.
import { startFleetWorker } from "../../dist/index.js";

const options = JSON.parse(process.argv[2] ?? "{}");
const worker = startFleetWorker(options);
process.on("SIGTERM", () => {
  void worker.close().then(() => process.exit(0));
});
await worker.ready;
process.stdout.write("ready\n");
