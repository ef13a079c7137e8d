import { Text } from "ink";
import { formatElapsed, spinnerFrame } from "../render/render-context.js";
import type { Theme } from "../render/theme.js";

/** The line that says the agent works: a spinner, "Working" (or what it does), the elapsed time, how to stop. */
export function busyLine(theme: Theme, now: number, since: number | undefined, status: string | undefined): string {
  const word = status ?? "Working";
  const elapsed = since === undefined ? "" : ` ${formatElapsed(now - since)}`;
  return `${theme.accent(spinnerFrame(now))} ${word}…${theme.muted(`${elapsed} · Esc to abort`)}`;
}

/** Shown only while a run is in progress. */
export function BusyLine(props: { theme: Theme; now: number; since?: number; status?: string }) {
  return <Text>{busyLine(props.theme, props.now, props.since, props.status)}</Text>;
}
