import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { resolveChatCompat } from "../../models/compat.js";
import type { StreamFunction } from "../../stream-function.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { runOpenAIAdapter } from "../shared/run-openai-adapter.js";
import { buildChatRequest } from "./build-request.js";
import { ChatStreamHandler } from "./chat-stream-handler.js";

/**
 * Streams one response from an OpenAI Chat Completions endpoint — OpenAI
 * itself or any compatible server (Ollama, llama.cpp, vLLM, LM Studio,
 * OpenRouter, Groq, DeepSeek, xAI, Mistral) — through the official
 * `openai` SDK pointed at `model.baseUrl` (which includes `/v1`).
 *
 * Never throws: failures end the stream with an `error` (or `aborted`)
 * event, and `message.error` gives the typed error. The SDK's
 * own retries are off; retrying is the retry policy's job.
 *
 * @example
 * const model: Model = { id: "llama3.2", api: "openai-completions", provider: "ollama", baseUrl: "http://localhost:11434/v1", … };
 * const message = await streamOpenAICompletions(model, { messages: [{ role: "user", content: "hi", timestamp: Date.now() }] }).result();
 */
export const streamOpenAICompletions: StreamFunction = (model, context, options) =>
  runOpenAIAdapter(model, context, options, async (run, client) => {
    const compat = resolveChatCompat(model);
    const body = await prepareRequest(run, (m, c, o) => buildChatRequest(m, c, o, compat));
    const stream = await client.chat.completions.create(body, { signal: run.signal });
    run.heartbeat();
    const handler = new ChatStreamHandler(run.builder, model, compat.reasoningField);
    for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
      run.heartbeat();
      handler.handle(chunk);
    }
    if (run.signal.aborted) return; // runAdapter already ended the stream (abort or timeout)
    handler.finish();
  });
