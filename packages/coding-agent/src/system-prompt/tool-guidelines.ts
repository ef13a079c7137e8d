/**
 * Guidelines that depend on which tools are active, so the model is never
 * told to use a tool it does not have.
 */
export function toolDependentGuidelines(active: ReadonlySet<string>): string[] {
  const has = (name: string) => active.has(name);
  const lines: string[] = [];
  const explorers = ["grep", "find", "ls"].filter(has);
  if (explorers.length > 0) {
    lines.push(
      `Explore the code with ${explorers.join(", ")} before reaching for a shell: they are faster and their output is bounded.`,
    );
  } else if (has("bash")) {
    lines.push("Explore the code through bash with rg, find and ls; keep each command's output small.");
  }
  if (has("read") && (has("edit") || has("write"))) lines.push("Read a file before you change it.");
  if (has("edit")) lines.push("Use edit for targeted changes: its old text must match the file exactly, once.");
  if (has("write")) lines.push("Use write only to create a file or to replace one completely.");
  if (has("bash") || has("powershell")) {
    lines.push("Commands run with the user's permissions: avoid destructive commands unless the user asked for them.");
  }
  if (!has("edit") && !has("write") && !has("bash") && !has("powershell")) {
    lines.push("You cannot change files in this session: describe changes instead of claiming to make them.");
  }
  return lines;
}
