import type { StreamFn } from "@keel/agent-core";
import type { Model, ToolResultMessage } from "@keel/ai";
import {
  createFaux,
  type FauxRequest,
  type FauxResponse,
  fauxResponse,
  fauxText,
  fauxToolCall,
} from "@keel/ai/testing";

/** The tools the demo uses (read-only). */
export const DEMO_TOOLS = ["ls", "read"] as const;

/** The prompt the demo answers. */
export const DEMO_PROMPT = "What is in this folder?";

function lastToolText(request: FauxRequest): string {
  const results = request.context.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
  const last = results.at(-1);
  return (last?.content ?? []).map((block) => (block.type === "text" ? block.text : "")).join("\n");
}

function howToGoReal(): string {
  return [
    "That was Keel's scripted demo: no model was called, but the tools, their validation and the session were real.",
    "To talk to a real model, give Keel a key or a local server, then ask it anything:",
    "  export ANTHROPIC_API_KEY=…   (or OPENAI_API_KEY, GEMINI_API_KEY; or: keel auth login --provider anthropic --api-key)",
    '  keel -p "Explain the layout of this repository"',
    "A local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) needs only ~/.keel/models.json; see keel --help.",
  ].join("\n");
}

/**
 * A scripted model that looks around the working folder with `ls` and
 * `read` and describes what it found — so `keel` shows the whole loop
 * working on a machine with no API key. It says plainly that it is a demo.
 */
export function createDemoModel(): { model: Model; streamFn: StreamFn } {
  const faux = createFaux({
    chunkSize: 24,
    model: { id: "keel-demo", name: "Keel scripted demo", provider: "keel-demo" },
    responses: [
      fauxResponse([
        fauxText("I am Keel's scripted demo model. Let me look at this folder."),
        fauxToolCall("ls", { path: "." }),
      ]),
      (request): FauxResponse => {
        const listing = lastToolText(request)
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line !== "" && !line.startsWith("("));
        const readme = listing.find((name) => /^readme(\.md)?$/i.test(name));
        if (readme === undefined) {
          return fauxResponse(
            fauxText(
              `${listing.length === 0 ? "This folder is empty." : `This folder has ${listing.length} ${listing.length === 1 ? "entry" : "entries"}: ${listing.slice(0, 12).join(", ")}.`}\n\n${howToGoReal()}`,
            ),
          );
        }
        return fauxResponse([
          fauxText(`There is a ${readme}; reading its start.`),
          fauxToolCall("read", { path: readme, limit: 20 }),
        ]);
      },
      (request): FauxResponse => {
        const text = lastToolText(request);
        const heading = text
          .split("\n")
          .map((line) => line.replace(/^\s*\d+[→|:\t ]\s?/, "").trim())
          .find((line) => line.startsWith("#"));
        const summary = heading
          ? `The README's first heading is "${heading.replace(/^#+\s*/, "")}".`
          : "I read the README.";
        return fauxResponse(fauxText(`${summary}\n\n${howToGoReal()}`));
      },
    ],
  });
  return { model: faux.model, streamFn: faux.streamFn };
}
