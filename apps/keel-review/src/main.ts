import * as keel from "@keel/coding-agent";
import { FindingsSchema } from "./findings.js";

/** The system prompt: what a reviewer does, and the one answer format accepted. */
export const REVIEW_PROMPT = `You are a careful code reviewer. Inspect the code with the read, grep, find and ls tools; you cannot change anything.
Report real problems only: bugs, security issues, missing error handling, misleading names or documentation.
Answer with nothing but a JSON array of {"file": path relative to the folder, "line": 1-based line, "severity": "error" | "warning" | "info", "message": what is wrong and what to do}; [] when there is nothing to report.`;

const FLAGS = keel.keelFlags.filter((flag) => ["model", "provider", "api-key", "thinking", "help"].includes(flag.name));
const readFindings = keel.createJsonAnswerReader(FindingsSchema);
const say = (line: string) => process.stderr.write(`${line}\n`);
function fail(message: string, code: number): number {
  say(`keel-review: ${message}`);
  return code;
}

/** `keel-review [options] [focus…]`: reviews the current folder with read-only tools; prints the findings as JSON. */
export async function runReview(argv: readonly string[]): Promise<number> {
  const parsed = keel.parseArgs(argv, FLAGS, "keel-review --help");
  const interpreted = parsed.ok ? keel.interpretArgs(parsed.args) : parsed;
  if (!interpreted.ok) return fail(interpreted.error.message, 2);
  const request = interpreted.request;
  if (request.kind !== "run") {
    process.stdout.write(keel.formatHelp(FLAGS, { usage: ["keel-review [options] [focus...]"] }));
    return 0;
  }
  const created = await keel.createAgentSession({
    ...request.session,
    cwd: process.cwd(),
    env: process.env,
    session: { kind: "memory" },
    tools: { tools: ["read,grep,find,ls"] },
    noExtensions: true,
    resources: { noSkills: true, noPromptTemplates: true },
    systemPrompt: REVIEW_PROMPT,
  });
  // Warnings and errors only: a reviewer's stderr is for what went wrong (notes such as the sandbox's are not).
  for (const diagnostic of created.diagnostics)
    if (diagnostic.severity !== "info") say(keel.formatDiagnostic(diagnostic));
  if (!created.ok) return created.exitCode;
  await created.session.prompt(["Review the code in this folder.", ...request.positionals].join(" "));
  const outcome = keel.printOutcome(created.session.lastAssistantMessage(), "keel-review");
  await created.dispose();
  outcome.stderr.forEach(say);
  if (outcome.exitCode !== 0) return 1;
  const findings = readFindings(outcome.stdout);
  if (!findings.ok) return fail(`the model's findings were not printed: ${findings.error}`, 1);
  process.stdout.write(`${JSON.stringify(findings.value, null, 2)}\n`);
  return 0;
}
