import { Box, Static, Text, useStdin, useStdout } from "ink";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { KeyDecoder } from "../input/key-decoder.js";
import type { InteractiveController } from "../interactive-controller.js";
import { collectRenderers } from "../render/extension-renderers.js";
import type { RenderContext } from "../render/render-context.js";
import type { Theme } from "../render/theme.js";
import { readFooterInfo } from "../state/read-footer-info.js";
import { busyLine } from "./busy-line.js";
import { completionLines } from "./completion-view.js";
import { dialogLines } from "./dialog-view.js";
import { editorLines } from "./editor-view.js";
import { footerLine } from "./footer.js";
import { queueLines } from "./queue-view.js";
import { itemLines, keepBlankLines, TranscriptItemView } from "./transcript-item-view.js";

/** Props of {@link App}. */
export interface AppProps {
  controller: InteractiveController;
  theme: Theme;
}

function readSize(stdout: NodeJS.WriteStream): { columns: number; rows: number } {
  return { columns: stdout.columns || 80, rows: stdout.rows || 24 };
}

function useTerminalSize(): { columns: number; rows: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => readSize(stdout));
  useEffect(() => {
    const onResize = () => setSize(readSize(stdout));
    stdout.on("resize", onResize);
    return () => {
      stdout.off("resize", onResize);
    };
  }, [stdout]);
  return size;
}

function useClock(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Keys from Ink's stdin (Ink splits escape sequences; the decoder does the rest) go to the controller. */
function useKeys(controller: InteractiveController): void {
  const { internal_eventEmitter: input, setRawMode, isRawModeSupported } = useStdin();
  useEffect(() => {
    if (isRawModeSupported) setRawMode(true);
    const decoder = new KeyDecoder();
    const onInput = (data: string) => {
      for (const event of decoder.feed(data)) controller.handleKey(event);
    };
    input.on("input", onInput);
    return () => {
      input.off("input", onInput);
      if (isRawModeSupported) setRawMode(false);
    };
  }, [controller, input, setRawMode, isRawModeSupported]);
}

/**
 * The whole screen: finished transcript items printed once into the
 * scrollback (`<Static>`), then the live region — what still changes
 * (streaming text, running tools, the busy line, queued messages), the
 * editor or a dialog, completions and the footer. The live region is cut
 * to fit the terminal, so the screen never scrolls under it.
 */
export function App({ controller, theme }: AppProps) {
  const ui = useSyncExternalStore(controller.store.subscribe, controller.store.getState);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const { columns, rows } = useTerminalSize();
  const running = ui.busy || ui.items.slice(ui.committed).some((item) => item.kind === "tool" && item.phase !== "done");
  const now = useClock(running);
  useKeys(controller);
  const width = Math.max(20, columns - 1);
  const extensionTools = controller.runtime.extensionTools();
  const renderers = useMemo(() => collectRenderers(extensionTools), [extensionTools]);
  const ctx: RenderContext = useMemo(
    () => ({ theme, width, toolsExpanded: ui.toolsExpanded, thinkingExpanded: ui.thinkingExpanded, now, renderers }),
    [theme, width, ui.toolsExpanded, ui.thinkingExpanded, now, renderers],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the footer changes with the transcript state
  const footer = useMemo(() => readFooterInfo(controller.runtime), [controller, ui]);

  const bottom = [
    ...(ui.busy ? [busyLine(theme, now, ui.busySince, ui.status)] : []),
    ...queueLines(ui.queue, theme, width),
    ...(snapshot.dialog
      ? dialogLines(snapshot.dialog, theme, width)
      : editorLines(
          snapshot.editor,
          theme,
          width,
          ui.busy ? "Enter: steer · Alt+Enter: follow-up" : "Ask anything · / commands · @ files · ! shell",
        )),
    ...(snapshot.completion && !snapshot.dialog ? completionLines(snapshot.completion, theme, width) : []),
    footerLine(footer, theme, width),
  ];
  const budget = Math.max(3, rows - bottom.length - 2);
  const live = ui.items.slice(ui.committed).flatMap((item) => itemLines(item, ctx));
  const shown = live.length > budget ? live.slice(-budget) : live;
  // Static prints each committed item once; a new key (Ctrl+O, a resize) prints them all again.
  const committed = ui.items.slice(0, ui.committed);
  return (
    <>
      <Static key={`static-${ui.redraws}`} items={committed}>
        {(item) => <TranscriptItemView key={item.id} item={item} ctx={ctx} />}
      </Static>
      <Box flexDirection="column">
        {shown.length > 0 ? <Text>{keepBlankLines(shown).join("\n")}</Text> : null}
        <Text>{bottom.join("\n")}</Text>
      </Box>
    </>
  );
}
