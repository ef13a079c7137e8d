import type { Redis } from "ioredis";
import type { FleetKeys } from "../redis/fleet-keys.js";

// Takes a slot when fewer than ARGV[1] unexpired holders exist; the lease ends ARGV[3] ms from Redis's clock.
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[2]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
  return 1
end
return 0
`;

const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 1, #ARGV - 1 do redis.call('ZADD', KEYS[i], 'XX', now + tonumber(ARGV[#ARGV]), ARGV[i]) end
return 1
`;

/**
 * A global limit of concurrent model requests per provider, shared by every
 * worker of a queue through Redis: a sorted set of leases per provider. A
 * holder that dies loses its slot when the lease ends (`leaseMs`, renewed
 * while the request runs), so a lost machine cannot keep slots forever.
 */
export class ProviderSlots {
  private readonly held = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly keys: FleetKeys,
    private readonly limits: Readonly<Record<string, number>>,
    private readonly leaseMs = 30_000,
    private readonly pollMs = 25,
  ) {
    this.timer = setInterval(() => void this.renew(), Math.max(100, Math.floor(leaseMs / 3)));
    this.timer.unref();
  }

  /** Whether requests to `provider` are limited. */
  limited(provider: string): boolean {
    return this.limits[provider] !== undefined;
  }

  /** Waits for a slot of `provider` for `holder` (at once when the provider has no limit). */
  async acquire(provider: string, holder: string, signal?: AbortSignal): Promise<void> {
    const limit = this.limits[provider];
    if (limit === undefined) return;
    const key = this.keys.slots(provider);
    for (;;) {
      const got = (await this.redis.eval(ACQUIRE, 1, key, String(limit), holder, String(this.leaseMs))) as number;
      if (got === 1) {
        this.held.set(holder, key);
        return;
      }
      if (signal?.aborted) throw new Error("stopped waiting for a request slot");
      await new Promise((done) => setTimeout(done, this.pollMs + Math.floor(Math.random() * this.pollMs)));
    }
  }

  /** Gives a slot back. */
  async release(holder: string): Promise<void> {
    const key = this.held.get(holder);
    if (key === undefined) return;
    this.held.delete(holder);
    await this.redis.zrem(key, holder);
  }

  /** Gives every slot back and stops renewing. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.held.keys()].map((holder) => this.release(holder)));
  }

  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    const entries = [...this.held.entries()];
    try {
      await this.redis.eval(
        RENEW,
        entries.length,
        ...entries.map(([, key]) => key),
        ...entries.map(([holder]) => holder),
        String(this.leaseMs),
      );
    } catch {
      // The next renewal tries again; a lost lease only lets one more request through.
    }
  }
}
