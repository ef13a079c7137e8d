import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** What is kept for one server (by name and URL): its OAuth client, tokens and sign-in state. */
export interface StoredServerAuth {
  /** The client registered dynamically (RFC 7591) or configured. */
  client?: Record<string, unknown>;
  tokens?: Record<string, unknown>;
  /** When `tokens` were saved (ms), to know when the access token expires. */
  savedAt?: number;
  codeVerifier?: string;
  /** The redirect URI the client was registered with. */
  redirectUrl?: string;
  /** A scope a server asked for (step-up) that `keel mcp login` should request. */
  requestedScope?: string;
  discovery?: Record<string, unknown>;
}

/**
 * The OAuth credentials file (`$KEEL_HOME/mcp-auth.json`), read and written
 * whole, atomically, with mode 0600. Entries are keyed by server name and
 * URL, so one server under two names signs in twice.
 */
export class AuthStore {
  constructor(readonly path: string) {}

  static key(server: string, url: string): string {
    return `${server} ${url}`;
  }

  private readAll(): Record<string, StoredServerAuth> {
    try {
      const value = JSON.parse(readFileSync(this.path, "utf8")) as { servers?: Record<string, StoredServerAuth> };
      return value.servers ?? {};
    } catch {
      return {};
    }
  }

  get(key: string): StoredServerAuth {
    return this.readAll()[key] ?? {};
  }

  update(key: string, change: (entry: StoredServerAuth) => StoredServerAuth | undefined): void {
    const all = this.readAll();
    const next = change({ ...(all[key] ?? {}) });
    if (next === undefined) delete all[key];
    else all[key] = next;
    mkdirSync(dirname(this.path), { recursive: true });
    const temp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ servers: all }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, this.path);
  }
}
