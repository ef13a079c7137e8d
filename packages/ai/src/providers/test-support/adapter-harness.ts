/**
 * One adapter under test, wired to a per-test replay server (not shipped in
 * `dist`): queue a scripted response, stream through the adapter, collect.
 */
import { expect } from "vitest";
import type { Context } from "../../context.js";
import type { AssistantMessageEventType } from "../../events.js";
import type { KnownApi, Model } from "../../model.js";
import type { ProviderErrorInfo } from "../../provider-error.js";
import type { StreamFunction } from "../../stream-function.js";
import type { StreamOptions } from "../../stream-options.js";
import { type CollectedStream, collectEvents } from "../../testing/collect-events.js";
import {
  frameChunks,
  loadChunksFile,
  type RecordedRequest,
  type ReplayResponse,
  type ReplayServer,
  type SseFraming,
} from "../../testing/replay-server.js";
import { HI, testModel, useReplayServer } from "./adapter-test-kit.js";

/** The wire APIs with a built-in adapter. */
export type AdapterApi = Exclude<KnownApi, "faux">;

/** Where each API's base URL points on the replay server, and how its recordings are framed. */
const WIRES: Record<AdapterApi, { basePath?: string; framing: SseFraming; done: boolean }> = {
  "openai-completions": { basePath: "/v1", framing: "data-only", done: true },
  "openai-responses": { basePath: "/v1", framing: "typed-events", done: false },
  "anthropic-messages": { framing: "typed-events", done: false },
  "google-generative-ai": { framing: "data-only", done: false },
};

/** One request through the adapter; every part has a default. */
export interface AdapterCall {
  /** Overrides of the API's test model (which points at the replay server). */
  model?: Partial<Model>;
  /** Default: {@link HI}. */
  context?: Context;
  /** Merged over `{ apiKey: "sk-test" }`. */
  options?: StreamOptions;
}

/** What one request produced. */
export interface AdapterResult extends CollectedStream {
  /** The typed error of a failed message (`message.error`). */
  info: ProviderErrorInfo | undefined;
  /** The model the request was made with. */
  model: Model;
}

/** See {@link useAdapterHarness}. */
export interface AdapterHarness {
  /** The replay server of the running test. */
  server(): ReplayServer;
  /** The API's test model (see `testModel`), pointed at the replay server. */
  model(overrides?: Partial<Model>): Model;
  /** Queues `response` (if any), streams the call and collects everything. */
  run(response: ReplayResponse | undefined, call?: AdapterCall): Promise<AdapterResult>;
  /** {@link run}, expecting the stream to end with `stopReason: "error"`. */
  runFailing(response: ReplayResponse, call?: AdapterCall): Promise<AdapterResult>;
  /** {@link run}, aborting the request when the first event of type `at` arrives. */
  runAborting(at: AssistantMessageEventType, response: ReplayResponse, call?: AdapterCall): Promise<AdapterResult>;
  /**
   * Replays a recording (a `*.chunks.txt` file, or its lines) framed as the
   * API streams it; `done` overrides whether `data: [DONE]` ends it.
   */
  replay(
    recording: URL | string[],
    call?: AdapterCall & { done?: boolean },
  ): Promise<AdapterResult & { lines: string[] }>;
  /** {@link run}, expecting `stopReason: "stop"`; returns the request the server received. */
  send(response: ReplayResponse, call?: AdapterCall): Promise<RecordedRequest>;
}

/**
 * Tests `streamFn`, the adapter of `api`, against a replay server started
 * before each test (call it at the top of a test file or `describe`).
 *
 * @example
 * const adapter = useAdapterHarness("anthropic-messages", streamAnthropic);
 * it("401 → auth", async () => {
 *   const { info } = await adapter.runFailing({ kind: "json", status: 401, body });
 *   expect(info).toMatchObject({ kind: "auth" });
 * });
 */
export function useAdapterHarness(api: AdapterApi, streamFn: StreamFunction): AdapterHarness {
  const server = useReplayServer();
  const wire = WIRES[api];

  const model = (overrides?: Partial<Model>): Model => {
    const baseUrl = wire.basePath === undefined ? server().baseUrl : server().url(wire.basePath);
    return testModel(api, baseUrl, overrides);
  };
  const start = (response: ReplayResponse | undefined, call: AdapterCall, signal?: AbortSignal) => {
    if (response !== undefined) server().enqueue(response);
    const used = model(call.model);
    const options: StreamOptions = { apiKey: "sk-test", ...call.options, ...(signal ? { signal } : {}) };
    return { stream: streamFn(used, call.context ?? HI, options), model: used };
  };
  const run: AdapterHarness["run"] = async (response, call = {}) => {
    const { stream, model: used } = start(response, call);
    const collected = await collectEvents(stream);
    return { ...collected, info: collected.message.error, model: used };
  };

  return {
    server,
    model,
    run,
    async runFailing(response, call) {
      const result = await run(response, call);
      expect(result.message.stopReason).toBe("error");
      return result;
    },
    async runAborting(at, response, call = {}) {
      const controller = new AbortController();
      const { stream, model: used } = start(response, call, controller.signal);
      const events: CollectedStream["events"] = [];
      for await (const event of stream) {
        events.push(event);
        if (event.type === at) controller.abort();
      }
      const message = await stream.result();
      return { events, types: events.map((e) => e.type), message, info: message.error, model: used };
    },
    async replay(recording, call = {}) {
      const lines = recording instanceof URL ? loadChunksFile(recording) : recording;
      const events = frameChunks(lines, wire.framing, { done: call.done ?? wire.done });
      return { ...(await run({ kind: "sse", events }, call)), lines };
    },
    async send(response, call) {
      const { message } = await run(response, call);
      expect(message.stopReason).toBe("stop");
      const request = server().requests.at(-1);
      if (!request) throw new Error("no request was recorded");
      return request;
    },
  };
}
