import { AssistantMessageBuilder } from "../assistant-message-builder.js";
import type { Context } from "../context.js";
import { AssistantMessageEventStream } from "../event-stream.js";
import type { Model } from "../model.js";
import { ProviderError, type ProviderErrorKind } from "../provider-error.js";
import { registerProvider } from "../provider-registry.js";
import type { StreamOptions } from "../stream-options.js";
import { calculateCost } from "../usage.js";
import type { FauxBlock, FauxRequest, FauxResponse, FauxScriptEntry } from "./faux-script.js";

/** Options of {@link createFaux}. */
export interface FauxOptions {
  /** Responses, consumed one per request, in order. More can be added with `faux.push()`. */
  responses?: FauxScriptEntry[];
  /** Characters per streamed delta (text, thinking and tool-argument JSON). Default 8. */
  chunkSize?: number;
  /** Milliseconds to wait between deltas. Default 0 (yields to the event loop between deltas). */
  delayMs?: number;
  /** Overrides of the scripted model's description. */
  model?: Partial<Model>;
}

/** A scripted model: a `Model`, a stream function, and the record of what it received. */
export interface Faux {
  /** A model with `api: "faux"`. */
  model: Model;
  /** Stream function: pass it as `streamFn`, or call {@link Faux.register} to route `stream()` to it. */
  streamFn: (model: Model, context: Context, options?: StreamOptions) => AssistantMessageEventStream;
  /** Every request received, in order. */
  requests: FauxRequest[];
  /** Appends responses to the script. */
  push(...responses: FauxScriptEntry[]): void;
  /** Number of scripted responses not consumed yet. */
  readonly remaining: number;
  /** Registers the stream function under `api: "faux"`; returns the unregister function. */
  register(): () => void;
}

/** A model description for the scripted provider. */
export function createFauxModel(overrides?: Partial<Model>): Model {
  return {
    id: "faux-1",
    name: "Faux (scripted)",
    api: "faux",
    provider: "faux",
    baseUrl: "http://127.0.0.1:0",
    reasoning: true,
    input: ["text", "image"],
    cost: { input: 1, output: 2, cacheRead: 0.1, cacheWrite: 1.25 },
    contextWindow: 200_000,
    maxTokens: 32_000,
    ...overrides,
  };
}

/**
 * Creates a scripted model for tests and demos. Each request consumes the
 * next scripted response, which is streamed in chunks (so tool arguments
 * really arrive in pieces and go through the incremental parser), honouring
 * the abort signal. A request past the end of the script ends with an error
 * saying so.
 *
 * @example
 * const faux = createFaux({ responses: [fauxResponse(fauxToolCall("read", { path: "a.txt" })), fauxResponse(fauxText("done"))] });
 * const message = await complete(faux.model, context, {}); // or pass faux.streamFn to the agent loop
 */
export function createFaux(options: FauxOptions = {}): Faux {
  const script: FauxScriptEntry[] = [...(options.responses ?? [])];
  const chunkSize = Math.max(1, options.chunkSize ?? 8);
  const delayMs = options.delayMs ?? 0;
  const model = createFauxModel(options.model);
  const requests: FauxRequest[] = [];
  let served = 0;
  let toolCallCounter = 0;

  const streamFn = (
    requestModel: Model,
    context: Context,
    streamOptions?: StreamOptions,
  ): AssistantMessageEventStream => {
    const request: FauxRequest = {
      model: requestModel,
      context: {
        ...context,
        messages: [...context.messages],
        ...(context.tools ? { tools: [...context.tools] } : {}),
      },
      options: streamOptions,
    };
    requests.push(request);
    const index = served++;
    const entry = script.shift();
    const out = new AssistantMessageEventStream();
    const builder = new AssistantMessageBuilder(requestModel, out);
    const response: FauxResponse =
      entry === undefined
        ? {
            type: "error",
            message: `Faux script exhausted: ${index} response(s) were scripted, but request ${index + 1} was made.`,
          }
        : typeof entry === "function"
          ? scriptedResponse(entry, request, index)
          : entry;
    play(response, builder, requestModel, streamOptions?.signal, {
      chunkSize,
      delayMs,
      nextId: () => `faux_call_${++toolCallCounter}`,
    }).catch((error: unknown) => {
      // A bug here must still end the stream as data.
      fail(builder, requestModel, "unknown", `The faux provider failed: ${describe(error)}`);
    });
    return out;
  };

  return {
    model,
    streamFn,
    requests,
    push: (...responses) => {
      script.push(...responses);
    },
    get remaining() {
      return script.length;
    },
    register: () => registerProvider("faux", streamFn),
  };
}

/** Runs a script function; one that throws becomes an error response saying so. */
function scriptedResponse(
  entry: (request: FauxRequest, index: number) => FauxResponse,
  request: FauxRequest,
  index: number,
): FauxResponse {
  try {
    return entry(request, index);
  } catch (error) {
    return { type: "error", message: `Faux script entry ${index + 1} threw: ${describe(error)}` };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Ends the stream like a real adapter: the typed error is the message's `error`, so retry policies see it. */
function fail(builder: AssistantMessageBuilder, model: Model, kind: ProviderErrorKind, message: string): void {
  if (builder.isEnded) return;
  builder.fail(new ProviderError({ kind, provider: model.provider, message }).toInfo());
}

interface PlayOptions {
  chunkSize: number;
  delayMs: number;
  nextId: () => string;
}

async function play(
  response: FauxResponse,
  builder: AssistantMessageBuilder,
  model: Model,
  signal: AbortSignal | undefined,
  options: PlayOptions,
): Promise<void> {
  const aborted = (): boolean => {
    if (!signal?.aborted) return false;
    fail(builder, model, "aborted", "The request was aborted.");
    return true;
  };
  await pause(options.delayMs, signal);
  if (aborted()) return;
  builder.start();
  const content = response.content ?? [];
  for (const block of content) {
    if (!(await streamBlock(block, builder, options, signal, aborted))) return;
  }
  switch (response.type) {
    case "message": {
      const usage = builder.message.usage;
      Object.assign(usage, { input: 10, output: 10 }, response.usage);
      usage.totalTokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
      calculateCost(model, usage);
      const stopReason = response.stopReason ?? (content.some((b) => b.type === "toolCall") ? "toolUse" : "stop");
      builder.finish(stopReason);
      return;
    }
    case "error":
      fail(builder, model, response.kind ?? "unknown", response.message);
      return;
    case "aborted":
      fail(builder, model, "aborted", "The request was aborted.");
      return;
  }
}

async function streamBlock(
  block: FauxBlock,
  builder: AssistantMessageBuilder,
  options: PlayOptions,
  signal: AbortSignal | undefined,
  aborted: () => boolean,
): Promise<boolean> {
  let index: number;
  let text: string;
  switch (block.type) {
    case "text":
      index = builder.startText();
      text = block.text;
      break;
    case "thinking":
      index = builder.startThinking(block.signature === undefined ? {} : { thinkingSignature: block.signature });
      text = block.thinking;
      break;
    case "toolCall":
      index = builder.startToolCall(block.id ?? options.nextId(), block.name);
      text = typeof block.arguments === "string" ? block.arguments : JSON.stringify(block.arguments);
      break;
  }
  for (let offset = 0; offset < text.length; offset += options.chunkSize) {
    await pause(options.delayMs, signal);
    if (aborted()) return false;
    builder.delta(index, text.slice(offset, offset + options.chunkSize));
  }
  builder.end(index);
  return true;
}

/** Waits `ms` (or one turn of the event loop), resolving early when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  if (ms <= 0 || signal === undefined) {
    return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
  }
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
