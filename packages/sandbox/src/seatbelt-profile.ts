import type { SandboxPolicy } from "./policy.js";

/** A Seatbelt string literal: backslashes and double quotes escaped. */
function literal(path: string): string {
  return `"${path.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** `(subpath "/a") (subpath "/b")…` for a list of paths. */
function subpaths(paths: readonly string[]): string {
  return paths.map((path) => `(subpath ${literal(path)})`).join(" ");
}

/**
 * Local Unix sockets stay usable without network (tmux, test servers), the
 * denied paths' sockets excepted. Later rules win in a Seatbelt profile.
 */
function unixSockets(policy: SandboxPolicy): string[] {
  const rules = [
    '(allow network-bind (local unix-socket (path-regex #"^/")))',
    '(allow network-outbound (remote unix-socket (path-regex #"^/")))',
  ];
  for (const path of policy.denyRead)
    rules.push(`(deny network-outbound (remote unix-socket (subpath ${literal(path)})))`);
  return rules;
}

/**
 * The macOS Seatbelt profile (`sandbox-exec -p`) for a policy: everything
 * allowed but file writes outside the writable roots (and the terminal and
 * null devices), writes to the protected paths, reads of the denied paths,
 * and the network unless the policy allows all of it (with `domains`, only
 * the local proxy port stays reachable). Generated text only: it is not run
 * on Linux, where Keel's tests check it.
 */
export function seatbeltProfile(
  policy: SandboxPolicy,
  options: { readonly proxyPorts?: readonly number[] } = {},
): string {
  const lines = ["(version 1)", "(allow default)"];
  const writable = [
    ...policy.writableRoots.map((path) => `(subpath ${literal(path)})`),
    '(literal "/dev/null")',
    '(regex #"^/dev/tty")',
    '(regex #"^/dev/fd/")',
  ];
  lines.push(`(deny file-write* (require-not (require-any ${writable.join(" ")})))`);
  if (policy.protect.length > 0) lines.push(`(deny file-write* ${subpaths(policy.protect)})`);
  if (policy.denyRead.length > 0) lines.push(`(deny file-read* file-write* ${subpaths(policy.denyRead)})`);
  switch (policy.network.kind) {
    case "all":
      break;
    case "none":
      lines.push("(deny network*)", ...unixSockets(policy));
      break;
    case "domains":
      lines.push("(deny network*)", ...unixSockets(policy));
      for (const port of options.proxyPorts ?? [])
        lines.push(`(allow network-outbound (remote ip ${literal(`localhost:${port}`)}))`);
      break;
    default:
      policy.network satisfies never;
  }
  return `${lines.join("\n")}\n`;
}
