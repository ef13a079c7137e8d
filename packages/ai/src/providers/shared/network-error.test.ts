/**
 * Transport failures name the URL, the cause (from the error's `code`
 * chain) and the check to make — through every built-in adapter, against a
 * real loopback port that nothing listens on.
 */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { isRetryableByDefault } from "../../retry/retry-policy.js";
import type { StreamFunction } from "../../stream-function.js";
import { collectEvents } from "../../testing/collect-events.js";
import { streamAnthropic } from "../anthropic/stream.js";
import { streamGoogle } from "../google/stream.js";
import { streamOpenAICompletions } from "../openai-completions/stream.js";
import { streamOpenAIResponses } from "../openai-responses/stream.js";
import type { AdapterApi } from "../test-support/adapter-harness.js";
import { HI, testModel } from "../test-support/adapter-test-kit.js";
import { mapSdkError } from "./map-sdk-error.js";
import { networkErrorCode } from "./network-error.js";

/** A loopback port that was free a moment ago and is now closed: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

const ADAPTERS: [AdapterApi, StreamFunction, string][] = [
  ["openai-completions", streamOpenAICompletions, "/v1"],
  ["openai-responses", streamOpenAIResponses, "/v1"],
  ["anthropic-messages", streamAnthropic, ""],
  ["google-generative-ai", streamGoogle, ""],
];

describe("a server that is not running", () => {
  for (const [api, streamFn, path] of ADAPTERS) {
    it(`${api}: names the URL, ECONNREFUSED and asks whether the server is running`, async () => {
      const baseUrl = `http://127.0.0.1:${await closedPort()}${path}`;
      const { message } = await collectEvents(
        streamFn(testModel(api, baseUrl), HI, { apiKey: "sk-test", maxRetries: 0 }),
      );
      expect(message.stopReason).toBe("error");
      expect(message.errorMessage).toBe(
        `Network error calling ${baseUrl}: the connection was refused (ECONNREFUSED). ` +
          `Is the server at ${baseUrl} running?`,
      );
      expect(message.error).toMatchObject({ kind: "network", retryable: true });
    });
  }
});

describe("a host name that does not resolve", () => {
  for (const [api, streamFn, path] of ADAPTERS) {
    it(`${api}: is a network error born not retryable, naming the host`, async () => {
      // RFC 2606: .invalid never resolves.
      const baseUrl = `http://no-such-host.invalid${path}`;
      const { message } = await collectEvents(
        streamFn(testModel(api, baseUrl), HI, { apiKey: "sk-test", maxRetries: 0 }),
      );
      expect(message.stopReason).toBe("error");
      expect(message.errorMessage).toContain('the host name "no-such-host.invalid" does not resolve (ENOTFOUND)');
      expect(message.error).toMatchObject({ kind: "network", retryable: false });
    });
  }
});

/** A fetch failure as undici reports it: a TypeError whose cause holds the socket error and its code. */
function fetchFailure(code: string, extra: Record<string, unknown> = {}): TypeError {
  const socket = Object.assign(new Error("socket failure text that is never read"), { code, ...extra });
  return new TypeError("fetch failed", { cause: socket });
}

describe("the cause is read from the code chain, never from the text", () => {
  const url = "https://llm.example.test/v1";
  const map = (error: unknown) => mapSdkError(error, { provider: "openai", url });

  it("an unknown host → names the host, says it does not resolve and is not retried", () => {
    for (const code of ["ENOTFOUND", "EAI_NONAME", "EAI_FAIL"]) {
      const error = map(fetchFailure(code));
      expect(error.message).toBe(
        `Network error calling ${url}: the host name "llm.example.test" does not resolve (${code}). ` +
          "Check the host in baseUrl for a typo; a name that does not resolve is not retried.",
      );
      expect([error.kind, error.retryable]).toEqual(["network", false]);
      expect(isRetryableByDefault(error.toInfo())).toBe(false);
    }
  });

  it("a DNS server that did not answer (EAI_AGAIN) may pass: retried", () => {
    const error = map(fetchFailure("EAI_AGAIN"));
    expect(error.message).toBe(
      `Network error calling ${url}: the host name "llm.example.test" could not be resolved just now: ` +
        "DNS did not answer (EAI_AGAIN). Check your network connection (DNS).",
    );
    expect([error.kind, error.retryable]).toEqual(["network", true]);
    expect(isRetryableByDefault(error.toInfo())).toBe(true);
  });

  it("a TLS failure → names the code, points at the certificate and http vs https", () => {
    const e = map(fetchFailure("DEPTH_ZERO_SELF_SIGNED_CERT"));
    expect(e.kind).toBe("network");
    expect(e.message).toMatch(
      /^Network error calling https:\/\/llm\.example\.test\/v1: the TLS connection failed \(DEPTH_ZERO_SELF_SIGNED_CERT\)\. /,
    );
    expect(e.message).toContain("NODE_EXTRA_CA_CERTS");
    expect(map(fetchFailure("ERR_SSL_WRONG_VERSION_NUMBER")).message).toContain("only when the server speaks TLS");
  });

  it("a reset → closed by the other side; a connect timeout → kind timeout", () => {
    expect(map(fetchFailure("ECONNRESET")).message).toContain(
      "the connection was closed by the other side (ECONNRESET)",
    );
    const timeout = map(fetchFailure("UND_ERR_CONNECT_TIMEOUT"));
    expect([timeout.kind, timeout.retryable]).toEqual(["timeout", true]);
    expect(timeout.message).toMatch(
      /^The request timed out calling https:\/\/llm\.example\.test\/v1: the connection timed out/,
    );
  });

  it("every address refused (an AggregateError of several attempts) → ECONNREFUSED", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: "ECONNREFUSED" });
    const aggregate = new AggregateError([refused("::1:11434"), refused("127.0.0.1:11434")]);
    expect(networkErrorCode(new TypeError("fetch failed", { cause: aggregate }))).toBe("ECONNREFUSED");
  });

  it("message text alone decides nothing", () => {
    expect(networkErrorCode(new Error("connect ECONNREFUSED 127.0.0.1:1"))).toBeUndefined();
  });
});
