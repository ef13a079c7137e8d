import { afterEach, beforeEach } from "vitest";
import { KeelWorld } from "./keel-world.js";
import { closeRpcClients } from "./rpc-world.js";

/**
 * Gives each test of the calling file a fresh {@link KeelWorld}: a
 * `beforeEach` makes it and hands it to `use` (which keeps it in the file's
 * `world`); an `afterEach` closes every RPC client spawned in it by
 * `spawnRpc` (including ones a failed test left open), then removes it.
 *
 * @example
 * let world: KeelWorld;
 * worldPerTest((fresh) => {
 *   world = fresh;
 * });
 */
export function worldPerTest(use: (world: KeelWorld) => void): void {
  let current: KeelWorld | undefined;
  beforeEach(() => {
    current = new KeelWorld();
    use(current);
  });
  afterEach(async () => {
    const world = current;
    current = undefined;
    if (world === undefined) return;
    try {
      await closeRpcClients(world);
    } finally {
      await world.close();
    }
  });
}
