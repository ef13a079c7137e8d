/** The `/hotkeys` text: every key the terminal UI binds. */
export const HOTKEYS = [
  "Keys:",
  "  Enter               send (while the agent works: queue a steering message)",
  "  Alt+Enter           new line (while the agent works: queue a follow-up)",
  "  Shift+Enter, Ctrl+J new line",
  "  Esc                 abort the run; twice on an empty editor: rewind (/rewind)",
  "  Ctrl+C              clear the editor; abort; twice to exit",
  "  Ctrl+D              exit (on an empty editor)",
  "  Ctrl+O              expand or collapse tool and hook output",
  "  Ctrl+T              show or hide thinking",
  "  Ctrl+L              choose the model",
  "  Up/Down             history (or move between lines)",
  "  Tab                 complete a /command or @file",
  "  Ctrl+A/E, Home/End  start/end of line; Ctrl+K/U delete to end/start; Ctrl+W delete word",
  "  !command            run a shell command; its output joins the context",
  "  @path               mention a file",
].join("\n");
