import type { McpElicitation, McpElicitationHandler } from "@keel/mcp";
import type { DialogOptions } from "../extensions/extension-api.js";

/** The dialogs an elicitation form needs (the terminal UI's and RPC mode's extension UI have them). */
export interface ElicitationDialogs {
  select(title: string, options: string[], dialog?: DialogOptions): Promise<string | undefined>;
  input(title: string, placeholder?: string, dialog?: DialogOptions): Promise<string | undefined>;
}

type ElicitResult = Awaited<ReturnType<McpElicitationHandler>>;
type Value = string | number | boolean | string[];
type Choice = { value: string; label: string };

/** One field of a requested schema, typed by its JSON Schema. */
export type ElicitationField = {
  key: string;
  label: string;
  description?: string;
  required: boolean;
  default?: Value;
} & (
  | { kind: "string"; minLength?: number; maxLength?: number; format?: string }
  | { kind: "number" | "integer"; minimum?: number; maximum?: number }
  | { kind: "boolean" }
  | { kind: "enum"; choices: Choice[] }
  | { kind: "multi"; choices: Choice[]; minItems?: number; maxItems?: number }
);

const YES = "Yes";
const NO = "No";
const UNSET = "(leave unset)";

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const num = (value: unknown) => (typeof value === "number" ? value : undefined);
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

function choicesOf(spec: Record<string, unknown>): Choice[] | undefined {
  const list = spec.enum;
  if (Array.isArray(list) && list.every((v) => typeof v === "string")) {
    const names = Array.isArray(spec.enumNames) ? spec.enumNames : [];
    return list.map((value, i) => ({ value, label: str(names[i]) ?? value }));
  }
  const options = Array.isArray(spec.oneOf) ? spec.oneOf : Array.isArray(spec.anyOf) ? spec.anyOf : undefined;
  if (options === undefined) return undefined;
  const choices = options.map(record).map((o) => (o && typeof o.const === "string" ? o : undefined));
  if (choices.some((o) => o === undefined)) return undefined;
  return choices.map((o) => ({ value: o?.const as string, label: str(o?.title) ?? (o?.const as string) }));
}

/**
 * The fields of an elicitation's `requestedSchema` (a flat object of
 * string, number, integer, boolean, enum and multi-select enum fields, as
 * the MCP spec allows), or which field cannot be asked for and why.
 */
export function elicitationFields(
  schema: Record<string, unknown>,
): { ok: true; fields: ElicitationField[] } | { ok: false; error: string } {
  const properties = record(schema.properties) ?? {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === "string") : []);
  const fields: ElicitationField[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    const spec = record(raw);
    if (spec === undefined) return { ok: false, error: `field "${key}" has no schema` };
    const description = str(spec.description);
    const dflt = spec.default as Value | undefined;
    const base = {
      key,
      label: str(spec.title) ?? key,
      ...(description !== undefined ? { description } : {}),
      required: required.has(key),
      ...(dflt !== undefined ? { default: dflt } : {}),
    };
    const choices = choicesOf(spec);
    if (spec.type === "string" && choices) fields.push({ ...base, kind: "enum", choices });
    else if (spec.type === "string") {
      const [minLength, maxLength, format] = [num(spec.minLength), num(spec.maxLength), str(spec.format)];
      fields.push({
        ...base,
        kind: "string",
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(format !== undefined ? { format } : {}),
      });
    } else if (spec.type === "number" || spec.type === "integer") {
      const [minimum, maximum] = [num(spec.minimum), num(spec.maximum)];
      fields.push({
        ...base,
        kind: spec.type,
        ...(minimum !== undefined ? { minimum } : {}),
        ...(maximum !== undefined ? { maximum } : {}),
      });
    } else if (spec.type === "boolean") fields.push({ ...base, kind: "boolean" });
    else if (spec.type === "array" && record(spec.items) && choicesOf(record(spec.items) ?? {})) {
      const [minItems, maxItems] = [num(spec.minItems), num(spec.maxItems)];
      fields.push({
        ...base,
        kind: "multi",
        choices: choicesOf(record(spec.items) ?? {}) ?? [],
        ...(minItems !== undefined ? { minItems } : {}),
        ...(maxItems !== undefined ? { maxItems } : {}),
      });
    } else return { ok: false, error: `field "${key}" has a type keel cannot ask for (${JSON.stringify(spec.type)})` };
  }
  return { ok: true, fields };
}

/** Reads a typed answer: the value, `undefined` to leave it unset, or what is wrong with it. */
export function readFieldText(field: ElicitationField, text: string): { value?: Value } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") {
    if (field.default !== undefined) return { value: field.default };
    return field.required ? { error: "an answer is required" } : {};
  }
  switch (field.kind) {
    case "string": {
      if (field.minLength !== undefined && text.length < field.minLength)
        return { error: `give at least ${field.minLength} characters` };
      if (field.maxLength !== undefined && text.length > field.maxLength)
        return { error: `give at most ${field.maxLength} characters` };
      return { value: text };
    }
    case "number":
    case "integer": {
      const value = Number(trimmed);
      if (!Number.isFinite(value)) return { error: `"${trimmed}" is not a number` };
      if (field.kind === "integer" && !Number.isInteger(value)) return { error: `"${trimmed}" is not a whole number` };
      if (field.minimum !== undefined && value < field.minimum) return { error: `give ${field.minimum} or more` };
      if (field.maximum !== undefined && value > field.maximum) return { error: `give ${field.maximum} or less` };
      return { value };
    }
    case "multi": {
      const words = trimmed
        .split(",")
        .map((w) => w.trim().toLowerCase())
        .filter((w) => w !== "");
      const values: string[] = [];
      for (const word of words) {
        const choice = field.choices.find((c) => c.label.toLowerCase() === word || c.value.toLowerCase() === word);
        if (choice === undefined)
          return { error: `"${word}" is not one of ${field.choices.map((c) => c.label).join(", ")}` };
        if (!values.includes(choice.value)) values.push(choice.value);
      }
      if (field.minItems !== undefined && values.length < field.minItems)
        return { error: `choose at least ${field.minItems}` };
      if (field.maxItems !== undefined && values.length > field.maxItems)
        return { error: `choose at most ${field.maxItems}` };
      return { value: values };
    }
    case "boolean":
    case "enum":
      return { error: "choose from the list" };
    default: {
      const unreachable: never = field;
      throw new Error(`unknown field ${JSON.stringify(unreachable)}`);
    }
  }
}

function hint(field: ElicitationField): string {
  const parts: string[] = [];
  if (field.description) parts.push(field.description);
  if (field.kind === "multi") parts.push(`comma-separated, from: ${field.choices.map((c) => c.label).join(", ")}`);
  if (field.default !== undefined)
    parts.push(`Enter for ${Array.isArray(field.default) ? field.default.join(", ") : String(field.default)}`);
  return parts.join(" · ");
}

/** Asks one field; `undefined` when the user dismissed the dialog (decline). */
async function askField(
  dialogs: ElicitationDialogs,
  request: McpElicitation,
  field: ElicitationField,
  options: DialogOptions,
): Promise<{ dismissed: true } | { dismissed: false; value?: Value }> {
  const title = (problem?: string) =>
    `${field.label}${field.required ? "" : " (optional)"}${problem ? ` (${problem})` : ""} — MCP server "${request.server}": ${request.message}`;
  if (field.kind === "boolean" || field.kind === "enum") {
    const labels = field.kind === "boolean" ? [YES, NO] : field.choices.map((c) => c.label);
    const picked = await dialogs.select(
      title(field.description),
      field.required ? labels : [...labels, UNSET],
      options,
    );
    if (picked === undefined) return { dismissed: true };
    if (picked === UNSET) return { dismissed: false };
    if (field.kind === "boolean") return { dismissed: false, value: picked === YES };
    return { dismissed: false, value: field.choices.find((c) => c.label === picked)?.value ?? picked };
  }
  let problem: string | undefined;
  for (;;) {
    const text = await dialogs.input(title(problem), hint(field), options);
    if (text === undefined) return { dismissed: true };
    const read = readFieldText(field, text);
    if (!("error" in read)) return { dismissed: false, ...read };
    problem = read.error;
  }
}

/**
 * Answers MCP elicitation requests with dialogs, one field after another
 * (strings, numbers and multi-selects as a line of text, booleans and enums
 * as a choice). A dismissed dialog (Esc, an RPC cancel or timeout) declines;
 * an aborted request cancels; a schema with a field it cannot ask for
 * declines and says why through `onUnsupported`.
 */
export function elicitWithDialogs(
  dialogs: ElicitationDialogs,
  options: { timeoutMs?: number; onUnsupported?: (message: string) => void } = {},
): McpElicitationHandler {
  return async (request, signal): Promise<ElicitResult> => {
    const parsed = elicitationFields(request.requestedSchema);
    if (!parsed.ok) {
      options.onUnsupported?.(
        `MCP server "${request.server}" asked for input keel cannot show: ${parsed.error}; declined.`,
      );
      return { action: "decline" };
    }
    const dialog: DialogOptions = {
      signal,
      ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    };
    const content: Record<string, Value> = {};
    for (const field of parsed.fields) {
      const answer = await askField(dialogs, request, field, dialog);
      if (signal.aborted) return { action: "cancel" };
      if (answer.dismissed) return { action: "decline" };
      if (answer.value !== undefined) content[field.key] = answer.value;
    }
    return { action: "accept", content };
  };
}
