import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The host names the sandbox's network proxy refused during one tool call.
 * The process layer ({@link record}) does not know which call it serves, so
 * each call runs inside {@link collect}, whose list follows the call's
 * asynchronous work: concurrent calls never see each other's domains.
 *
 * @example
 * const log = new BlockedDomainLog();
 * const exec = sandboxedExecOps(policyOf, inner, { onBlockedDomains: (domains) => log.record(domains) });
 * const { value, domains } = await log.collect(() => bash.execute(id, params));
 */
export class BlockedDomainLog {
  private readonly storage = new AsyncLocalStorage<string[]>();

  /** Adds the domains a finished command's proxy refused to the call in progress (outside a call: dropped). */
  record(domains: readonly string[]): void {
    const list = this.storage.getStore();
    if (list === undefined) return;
    for (const domain of domains) if (!list.includes(domain)) list.push(domain);
  }

  /** Runs `work` and returns its value with the domains refused while it ran, in order, without duplicates. */
  async collect<T>(work: () => Promise<T>): Promise<{ value: T; domains: string[] }> {
    const domains: string[] = [];
    const value = await this.storage.run(domains, work);
    return { value, domains };
  }
}
