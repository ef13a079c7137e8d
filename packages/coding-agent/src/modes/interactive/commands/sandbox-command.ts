import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import type { CommandHost } from "./command-host.js";

/**
 * `/sandbox`: the OS sandbox of the session (state, mode, network,
 * writable roots); `/sandbox <mode>` switches it (`read-only`,
 * `workspace-write`, `off`) for the rest of the session.
 */
export function sandboxCommand(ui: CommandHost, runtime: SessionRuntime, args: string) {
  if (args !== "") {
    const changed = runtime.setSandboxMode(args);
    if (!changed.ok) return ui.notify("error", `/sandbox: ${changed.error}`);
    return ui.notify("info", `Sandbox mode for this session: ${changed.value.mode}.`);
  }
  const status = runtime.sandbox();
  switch (status.state) {
    case "active":
      return ui.notify(
        "info",
        `Sandbox: ${status.mode}, network ${status.network === "all" ? "on" : status.network === "domains" ? "only to sandbox.allowedDomains" : "off"}; writable: ${status.writableRoots.join(", ")}. /sandbox <read-only|workspace-write|off> switches it.`,
      );
    case "off":
      return ui.notify("info", "Sandbox: off; commands run under the permission rules alone (docs/sandbox.md).");
    case "unavailable":
      return ui.notify(
        "warning",
        `Sandbox: unavailable here (${status.problem ?? "unknown reason"}); commands run under the permission rules alone. keel sandbox check says more.`,
      );
    default: {
      const unreachable: never = status.state;
      throw new Error(`unknown sandbox state ${String(unreachable)}`);
    }
  }
}
