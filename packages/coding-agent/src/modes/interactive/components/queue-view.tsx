import { Text } from "ink";
import { truncateLine } from "../render/text-layout.js";
import type { Theme } from "../render/theme.js";
import type { QueuedMessage } from "../state/ui-state.js";

/** One line per queued message: `Steering: …` or `Follow-up: …`. */
export function queueLines(queue: readonly QueuedMessage[], theme: Theme, width: number): string[] {
  return queue.map((entry) =>
    truncateLine(
      `${theme.warning(entry.kind === "steer" ? "Steering:" : "Follow-up:")} ${entry.text.replace(/\s+/g, " ")}`,
      width,
    ),
  );
}

/** The messages typed while the agent works, until they are delivered. */
export function QueueView({ queue, theme, width }: { queue: readonly QueuedMessage[]; theme: Theme; width: number }) {
  if (queue.length === 0) return null;
  return <Text>{queueLines(queue, theme, width).join("\n")}</Text>;
}
