/**
 * The entry point of the bundled `keel` (dist/bundle/keel.mjs): the
 * provider SDKs are handed to `@keel/ai` as lazily loaded bundle chunks,
 * so a run loads one SDK file instead of resolving hundreds of modules.
 */
import { provideSdk } from "@keel/ai";

provideSdk("openai", () => import("openai"));
provideSdk("@anthropic-ai/sdk", () => import("@anthropic-ai/sdk"));
provideSdk("@google/genai", () => import("@google/genai"));

export { runKeel } from "./main.js";
