import { type FauxResponse, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";

/** A text-only response, which ends the run unless something is queued. */
export function done(text = "done"): FauxResponse {
  return fauxResponse(fauxText(text));
}

/** A response with one call of tool `a`: id `A`, arguments `{ value: "x" }`. */
export function callA(): FauxResponse {
  return fauxResponse(fauxToolCall("a", { value: "x" }, { id: "A" }));
}

/** A response calling tools `a` then `b` (or the names given): ids `A` and `B`, values `"1"` and `"2"`. */
export function twoCalls(a = "a", b = "b"): FauxResponse {
  return fauxResponse([fauxToolCall(a, { value: "1" }, { id: "A" }), fauxToolCall(b, { value: "2" }, { id: "B" })]);
}
