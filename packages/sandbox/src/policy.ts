/**
 * How much a sandboxed command may change: `read-only` (only the temp
 * folders), `workspace-write` (the project, the temp folders and the extra
 * writable roots) or `off` (no sandbox: the command runs as it is).
 */
export type SandboxMode = "read-only" | "workspace-write" | "off";

/**
 * What a sandboxed command may reach on the network: `none` (no network
 * namespace shared with the host: loopback only), `all` (the host's
 * network), or `domains` (only the listed host names, through a filtering
 * HTTP CONNECT / SOCKS5 proxy that runs on the host).
 */
export type SandboxNetwork =
  | { readonly kind: "none" }
  | { readonly kind: "all" }
  | {
      readonly kind: "domains";
      /** Host names; `*.example.com` matches every subdomain of example.com (not example.com itself). */
      readonly allowedDomains: readonly string[];
    };

/**
 * A sandbox policy. Every path is absolute and canonical (symbolic links
 * resolved as far as the path exists): build one with `defaultPolicy`.
 */
export interface SandboxPolicy {
  /** How much commands may change. */
  readonly mode: SandboxMode;
  /** Folders (and files) the command may write; everything else is read-only. */
  readonly writableRoots: readonly string[];
  /**
   * Paths that stay read-only even inside a writable root (`.git/hooks`,
   * `.git/config`, `.keel/`…). A listed path that does not exist yet cannot
   * be created while a command runs.
   */
  readonly protect: readonly string[];
  /** Paths the command may not read (nor write): they appear empty inside the sandbox. */
  readonly denyRead: readonly string[];
  /** What the command may reach on the network. */
  readonly network: SandboxNetwork;
}
