import { type AssistantMessage, errorMessageFor, type Model } from "@keel/ai";

const REQUIRED = ["id", "api", "provider"] as const;

const HOW_TO_FIX =
  'Pass a Model from @keel/ai: requireModel("<provider>", "<id>") returns it or throws listing the known models ' +
  "(getModel() returns undefined for an unknown id, so `getModel(...)!` hides a typo).";

/**
 * What is wrong with `model` as the model of a request, or `undefined` when
 * it has the fields the loop and the provider dispatch read. @internal
 */
export function modelProblem(model: unknown): string | undefined {
  if (model === undefined || model === null) return `is ${String(model)}`;
  if (typeof model === "string") return `is the string ${JSON.stringify(model)}, not a Model object`;
  if (typeof model !== "object") return `is a ${typeof model}, not a Model object`;
  const fields = model as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => typeof fields[key] !== "string" || fields[key] === "");
  if (missing.length === 0) return undefined;
  const names = missing.map((key) => `"${key}"`).join(", ");
  return `is not a Model: ${names} ${missing.length === 1 ? "is" : "are"} missing or not a string (got ${preview(model)})`;
}

/**
 * Throws a `TypeError` that says what is wrong with `model` and what to do,
 * e.g. `Agent: initialState.model is undefined. Pass a Model …`. @internal
 */
export function assertModel(model: unknown, where: string): asserts model is Model {
  const problem = modelProblem(model);
  if (problem !== undefined) throw new TypeError(`${where} ${problem}. ${HOW_TO_FIX}`);
}

/** The text of the failed assistant message a run records when its model cannot be used. @internal */
export function unusableModelText(problem: string): string {
  return `The model request could not be made: the model ${problem}. ${HOW_TO_FIX}`;
}

/**
 * `errorMessageFor` that works whatever `model` is: a broken model's missing
 * fields become `"unknown"`, so reporting a failure never fails itself. @internal
 */
export function failedMessage(model: unknown, text: string): AssistantMessage {
  const fields = typeof model === "object" && model !== null ? (model as Record<string, unknown>) : {};
  const field = (key: (typeof REQUIRED)[number]) =>
    typeof fields[key] === "string" ? (fields[key] as string) : "unknown";
  return errorMessageFor({ id: field("id"), api: field("api"), provider: field("provider") }, text);
}

function preview(value: object): string {
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return "an object that cannot be shown as JSON";
  }
}
