import { type FauxScriptEntry, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";

/**
 * What the scripted model "decides", turn by turn. A real model would choose
 * these calls itself; everything after the model — lookup, validation,
 * hooks, execution, truncation, the transcript — is the real runtime.
 */
export function quickstartScript(): FauxScriptEntry[] {
  return [
    fauxResponse([
      fauxText("Let me look at the project and search for open TODOs."),
      fauxToolCall("ls", { path: "." }),
      fauxToolCall("grep", { pattern: "TODO", path: "src" }),
    ]),
    fauxResponse([
      fauxText("There is one TODO in src/greet.ts. Reading it."),
      fauxToolCall("read", { path: "src/greet.ts" }),
    ]),
    fauxResponse([
      fauxText("Fixing the greeting."),
      fauxToolCall("edit", {
        path: "src/greet.ts",
        edits: [
          {
            oldText: 'return "hello " + name; // TODO: greet politely, with a capital letter and an exclamation mark',
            // biome-ignore lint/suspicious/noTemplateCurlyInString: this is TypeScript source written into the sample file.
            newText: "return `Hello, ${name}!`;",
          },
        ],
      }),
    ]),
    fauxResponse([
      fauxText("Checking that no TODO is left."),
      fauxToolCall("bash", { command: "grep -rn TODO src || echo 'no TODOs left'" }),
    ]),
    fauxResponse(fauxText("Done: `greet` now returns `Hello, <name>!` and the TODO is gone.")),
  ];
}
