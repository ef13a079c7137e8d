import type { ExtensionAPI } from "../extension-api.js";
import { ExtensionRunner } from "../extension-runner.js";
import { createBuffer, createFakeHost } from "./fake-host.js";

/** A runner over a fake host and a stderr buffer; `load()` runs the factories in order under their paths. */
export function runnerWith(...factories: [string, (pi: ExtensionAPI) => unknown][]) {
  const host = createFakeHost();
  const stderr = createBuffer();
  const runner = new ExtensionRunner({ host, stderr });
  return {
    host,
    stderr,
    runner,
    load: async () => {
      for (const [path, factory] of factories) await runner.loadFactory(factory, path);
    },
  };
}
