import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { resolveChatCompat } from "../../models/model-compat.js";
import type { StreamFunction } from "../../stream-function.js";
import { createOpenAIClient } from "../shared/openai-client.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { runClientAdapter } from "../shared/run-client-adapter.js";
import { buildChatRequest } from "./request.js";
import { ChatStreamMapper } from "./stream-mapper.js";

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
  runClientAdapter(model, context, options, createOpenAIClient, async (run, client) => {
    const compat = resolveChatCompat(model);
    const request = await prepareRequest(run, (m, c, o) => buildChatRequest(m, c, o, compat));
    const stream = await client.chat.completions.create(request, { signal: run.signal });
    const mapper = new ChatStreamMapper(model, run.builder, compat.reasoningField);
    for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
      run.heartbeat();
      mapper.handle(chunk);
    }
    mapper.finish();
  });
