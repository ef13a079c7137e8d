import type { StreamFn } from "@keel/agent-core";
import type { Message, Model, ToolResultMessage } from "@keel/ai";
import {
  createFaux,
  type FauxRequest,
  type FauxResponse,
  fauxResponse,
  fauxText,
  fauxToolCall,
} from "@keel/ai/testing";
import { keelHomePaths } from "../home/keel-home.js";

/** The tools the demo uses (read-only). */
export const DEMO_TOOLS = ["ls", "read"] as const;

/** The prompt the demo answers. */
export const DEMO_PROMPT = "What is in this folder?";

/** What the demo needs to name real places. */
export interface DemoModelOptions {
  /** The resolved `$KEEL_HOME` (see `resolveKeelHome`): the demo names the files under it. */
  keelHome: string;
  /**
   * The file the demo's conversation is saved in, asked when an answer ends
   * (`undefined`: kept in memory only). Default: never saved.
   */
  sessionFile?: () => string | undefined;
}

/** The scripted demo model: what `fallbackModel` takes. */
export interface DemoModel {
  model: Model;
  streamFn: StreamFn;
  /** The line that says this is the demo and where a key or a local model goes. */
  notice: string;
}

function textOf(message: ToolResultMessage | undefined): string {
  return (message?.content ?? []).map((block) => (block.type === "text" ? block.text : "")).join("\n");
}

/** The messages of the current prompt: everything after the last user message. */
function currentPrompt(messages: readonly Message[]): { results: ToolResultMessage[]; asked: number } {
  let last = -1;
  let asked = 0;
  messages.forEach((message, index) => {
    if (message.role === "user") {
      last = index;
      asked += 1;
    }
  });
  const results = messages.slice(last + 1).filter((m): m is ToolResultMessage => m.role === "toolResult");
  return { results, asked };
}

function howToGoReal(options: DemoModelOptions): string {
  const paths = keelHomePaths(options.keelHome);
  const file = options.sessionFile?.();
  return [
    `That was Keel's scripted demo: no model was called, but the tools and their validation were real. ${
      file === undefined ? "This conversation is not saved." : `This conversation is saved in ${file}.`
    }`,
    "To talk to a real model, give Keel a key or a local server, then ask it anything:",
    `  export ANTHROPIC_API_KEY=…   (or OPENAI_API_KEY, GEMINI_API_KEY; or: keel auth login --provider anthropic --api-key, which saves it in ${paths.auth})`,
    '  keel -p "Explain the layout of this repository"',
    `A local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) needs only ${paths.models}; see keel --help.`,
  ].join("\n");
}

/** The demo's answer to one request: which step of "list, read the README, sum up" comes next. */
function nextStep(request: FauxRequest, options: DemoModelOptions): FauxResponse {
  const { results, asked } = currentPrompt(request.context.messages);
  const last = results.at(-1);
  if (last === undefined) {
    const opening =
      asked <= 1
        ? "I am Keel's scripted demo model. Let me look at this folder."
        : "I am still Keel's scripted demo model, so I cannot answer that, but I can show the loop again. Let me look at this folder.";
    return fauxResponse([fauxText(opening), fauxToolCall("ls", { path: "." })]);
  }
  if (last.toolName === "ls" && results.length === 1) {
    const listing = textOf(last)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("("));
    const readme = listing.find((name) => /^readme(\.md)?$/i.test(name));
    if (readme === undefined) {
      const found =
        listing.length === 0
          ? "This folder is empty."
          : `This folder has ${listing.length} ${listing.length === 1 ? "entry" : "entries"}: ${listing.slice(0, 12).join(", ")}.`;
      return fauxResponse(fauxText(`${found}\n\n${howToGoReal(options)}`));
    }
    return fauxResponse([
      fauxText(`There is a ${readme}; reading its start.`),
      fauxToolCall("read", { path: readme, limit: 20 }),
    ]);
  }
  const heading = textOf(last)
    .split("\n")
    .map((line) => line.replace(/^\s*\d+[→|:\t ]\s?/, "").trim())
    .find((line) => line.startsWith("#"));
  const summary =
    last.toolName === "read" && heading
      ? `The README's first heading is "${heading.replace(/^#+\s*/, "")}".`
      : "I looked around.";
  return fauxResponse(fauxText(`${summary}\n\n${howToGoReal(options)}`));
}

/**
 * A scripted model that looks around the working folder with `ls` and
 * `read` and describes what it found — so `keel` shows the whole loop
 * working on a machine with no API key. It answers any number of prompts
 * (each one the same way), says plainly that it is a demo, and names the
 * real files a key or a local model goes in.
 */
export function createDemoModel(options: DemoModelOptions): DemoModel {
  const faux = createFaux({
    chunkSize: 24,
    model: { id: "keel-demo", name: "Keel scripted demo", provider: "keel-demo" },
  });
  // One scripted step per request, decided from the transcript: the script never runs out.
  const streamFn: StreamFn = (model, context, streamOptions) => {
    faux.push((request) => nextStep(request, options));
    return faux.streamFn(model, context, streamOptions);
  };
  const paths = keelHomePaths(options.keelHome);
  return {
    model: faux.model,
    streamFn,
    notice: `No model or API key is configured, so this is Keel's scripted demo model (no network). Set an API key, or describe a local model in ${paths.models}, for the real agent.`,
  };
}
