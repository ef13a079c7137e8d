import type { SubagentOutcome, SubagentRequest, SubagentRunner } from "./subagent-runner.js";

/**
 * Runs one subagent of a session from code (a custom distribution, a
 * script, an extension tool): the same child session the `task` tool
 * starts — the agent's system prompt, tools and model; the parent's
 * permissions, prompter, trust and settings; its own session file linked
 * to the parent's — run to its end. Never throws for a child's failure:
 * the outcome says what went wrong. Waits for a free slot when
 * `subagents.maxParallel` children already run.
 *
 * @example
 * const created = await createAgentSession({
 *   cwd, env: process.env,
 *   agents: [{ name: "reviewer", description: "Reviews a diff", tools: ["read", "grep"], systemPrompt: "List problems only." }],
 * });
 * if (!created.ok) throw new Error("no session");
 * const review = await runSubagent(created, { agent: "reviewer", description: "review", prompt: "Review src/app.ts" });
 * if (review.ok) console.log(review.text, review.details.subagent.usage.cost);
 */
export function runSubagent(
  session: { subagents: Pick<SubagentRunner, "run"> },
  request: SubagentRequest,
): Promise<SubagentOutcome> {
  return session.subagents.run(request);
}
