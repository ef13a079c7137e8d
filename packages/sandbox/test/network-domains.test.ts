import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { explainSandboxFailure } from "../src/index.js";
import { findProgram } from "../src/internal.js";
import { makeWorld, runSandboxed, skipWithoutBwrap } from "./support/fixture.js";

for (const program of ["socat", "curl"])
  if (findProgram(program) === undefined && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1")
    throw new Error(`${program} is missing and KEEL_REQUIRE_SYSTEM_TOOLS=1: install Debian's ${program}`);
const skip = skipWithoutBwrap || findProgram("socat") === undefined || findProgram("curl") === undefined;

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A loopback HTTP server on the host that counts its requests. */
async function hostServer(): Promise<{ port: number; requests: () => number }> {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    res.end("hello from the host\n");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as { port: number }).port, requests: () => requests };
}

describe.skipIf(skip)("network limited to allowed domains, through the host proxy (bubblewrap + socat)", () => {
  it("lets allowed names through HTTP, CONNECT and SOCKS5, refuses other names and direct IPs", async () => {
    const world = makeWorld();
    const { port, requests } = await hostServer();
    const policy = world.policy({ network: { kind: "domains", allowedDomains: ["localhost"] } });
    // NO_PROXY lists localhost for servers inside the sandbox; unset here so the host's server is reached through the proxy.
    const curl = "env -u NO_PROXY -u no_proxy curl -s --max-time 10";
    const command = [
      `echo "plain: $(${curl} http://localhost:${port}/)"`,
      `echo "tunnel: $(${curl} -p http://localhost:${port}/)"`,
      `echo "socks: $(${curl} -x "$ALL_PROXY" http://localhost:${port}/)"`,
      `echo "refused: $(${curl} http://blocked.example:${port}/)"`,
      `echo "refused-tunnel: $(${curl} -p http://other.example:${port}/ || echo failed)"`,
      `echo "direct-ip: $(${curl} http://127.0.0.1:${port}/)"`,
      `echo "no-proxy: $(curl -s --max-time 5 --noproxy '*' http://127.0.0.1:${port}/ || echo failed)"`,
    ].join("; ");
    const run = await runSandboxed(policy, command, world.project);
    const blocked = run.blockedDomains;
    const lines = run.output.split("\n");
    expect(lines).toContain("plain: hello from the host");
    expect(lines).toContain("tunnel: hello from the host");
    expect(lines).toContain("socks: hello from the host");
    expect(lines.find((line) => line.startsWith("refused: "))).toContain(
      'network access to blocked.example is not allowed. Add "blocked.example" to sandbox.allowedDomains',
    );
    expect(lines).toContain("refused-tunnel: failed");
    expect(lines.find((line) => line.startsWith("direct-ip: "))).toContain("127.0.0.1 is not allowed");
    expect(lines).toContain("no-proxy: failed");
    expect(requests()).toBe(3);
    expect(blocked).toEqual(["blocked.example", "other.example", "127.0.0.1"]);
    const hint = explainSandboxFailure({ policy, exitCode: 1, output: run.output, blockedDomains: blocked });
    expect(hint?.kind).toBe("blocked-domain");
    expect(hint?.message).toContain("blocked.example");
    expect(hint?.message).toContain("sandbox.allowedDomains");
  });
});
