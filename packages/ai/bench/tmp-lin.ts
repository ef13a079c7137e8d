import { streamOpenAICompletions } from "../src/providers/openai-completions/stream.js";
import { frameChunks, startReplayServer } from "../src/testing/replay-server.js";
const server = await startReplayServer();
const chunk = (delta: object, finish: string | null = null) => ({ id: "c", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta, finish_reason: finish }] });
const model = { id: "m", name: "m", api: "x", provider: "openai", baseUrl: server.url("/v1"), reasoning: false, input: ["text" as const], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 1, maxTokens: 10 };
for (const mb of [1, 1, 1]) {
  const size = mb * 1024 * 1024;
  let content = "";
  while (content.length < size) content += 'const greeting = "héllo \\"wörld\\""; // 中文 😀\n';
  const args = JSON.stringify({ path: "x", content: content.slice(0, size) });
  const n = Math.ceil(args.length / (2000 * mb));
  const pieces: string[] = [];
  for (let i = 0; i < args.length; i += n) pieces.push(args.slice(i, i + n));
  const frames = frameChunks([...pieces.map((a, i) => chunk({ tool_calls: [i === 0 ? { index: 0, id: "call", type: "function", function: { name: "w", arguments: a } } : { index: 0, function: { arguments: a } }] })), chunk({}, "tool_calls")], "data-only", { done: true });
  const cpus: number[] = [];
  for (let i = 0; i < 15; i++) {
    server.enqueue({ kind: "sse", events: frames });
    const c = process.cpuUsage();
    const s = streamOpenAICompletions(model, { messages: [] }, { apiKey: "k" });
    for await (const _e of s) { }
    await s.result();
    const u = process.cpuUsage(c);
    if (i >= 3) cpus.push((u.user + u.system) / 1000);
  }
  cpus.sort((a, b) => a - b);
  console.log(mb, "MB", pieces.length, "deltas cpu median", cpus[6]?.toFixed(1), "min", cpus[0]?.toFixed(1));
}
await server.close();
