import type { ExtensionEventBus } from "./extension-api.js";

/**
 * The bus extensions share (`pi.events`). `emit` calls the subscribers of a
 * channel in subscription order without waiting for async ones; a
 * subscriber that throws or rejects is reported through `onError` and the
 * others still run.
 */
export function createEventBus(onError: (channel: string, error: unknown) => void): ExtensionEventBus {
  const channels = new Map<string, ((data: unknown) => void | Promise<void>)[]>();
  return {
    on(channel, handler) {
      const list = channels.get(channel) ?? [];
      list.push(handler);
      channels.set(channel, list);
      return () => {
        const current = channels.get(channel);
        if (current === undefined) return;
        const index = current.indexOf(handler);
        if (index >= 0) current.splice(index, 1);
      };
    },
    emit(channel, data) {
      for (const handler of [...(channels.get(channel) ?? [])]) {
        try {
          const result = handler(data);
          if (result instanceof Promise) result.catch((error: unknown) => onError(channel, error));
        } catch (error) {
          onError(channel, error);
        }
      }
    },
  };
}
