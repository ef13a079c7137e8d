import { envApiKeyNames, type Model } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";

/** What was wanted when no model could be used. */
export interface NoUsableModelOptions {
  /** The model that was chosen but has no key, if one was chosen. */
  model?: Pick<Model, "provider" | "id">;
  /** The path of `models.json` to name in the advice. */
  modelsJsonPath: string;
}

/**
 * The message for a run with no usable model or key, as data: it names
 * each way to give a key that works in every mode (`--api-key`, the
 * provider's environment variable, `keel auth login`) and how to point
 * `models.json` at a local server. Never a stack trace.
 *
 * @example
 * console.error(formatDiagnostic(noUsableModelDiagnostic({ model, modelsJsonPath: paths.models })));
 */
export function noUsableModelDiagnostic(options: NoUsableModelOptions): Diagnostic {
  const { model, modelsJsonPath } = options;
  const local = [
    `or use a local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) by writing ${modelsJsonPath}:`,
    '  { "providers": { "ollama": { "baseUrl": "http://localhost:11434/v1", "api": "openai-completions",',
    '      "models": [{ "id": "qwen2.5-coder:7b" }] } } }',
    "  then run: keel --model ollama/qwen2.5-coder:7b",
  ];
  if (model !== undefined) {
    const vars = envApiKeyNames(model.provider);
    const env = vars.length > 0 ? `set ${vars.join(" or ")}` : "set the provider's key variable";
    return {
      severity: "error",
      source: model.provider,
      message: `no API key for provider "${model.provider}" (model ${model.provider}/${model.id})`,
      hint: [
        "Give it one of these ways:",
        `  ${env}  (e.g. export ${vars[0] ?? "MY_PROVIDER_API_KEY"}=…)`,
        "  pass --api-key <key> for this run",
        `  save it: keel auth login --provider ${model.provider} --api-key`,
        `  or add "apiKey" to the provider in ${modelsJsonPath} (literal, variable name, or "!command")`,
        ...local.slice(0, 1).map((line) => line.replace(/^or use/, "Or use")),
        ...local.slice(1),
      ].join("\n"),
    };
  }
  return {
    severity: "error",
    source: "model",
    message: "no model with a usable API key",
    hint: [
      "Set a provider key, for example:",
      "  export ANTHROPIC_API_KEY=…   (or OPENAI_API_KEY, GEMINI_API_KEY, …)",
      "  or pass --model <provider/id> --api-key <key>",
      "  or save one: keel auth login --provider <provider> --api-key",
      ...local.map((line, i) => (i === 0 ? `  ${line}` : `  ${line}`)),
    ].join("\n"),
  };
}
