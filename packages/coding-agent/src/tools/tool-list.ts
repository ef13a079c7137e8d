/** One entry of a tool list: a plain name (or `*` pattern) selects, `+name` adds, `-name` removes. */
export type ToolListEntry =
  | { kind: "select"; name: string }
  | { kind: "add"; name: string }
  | { kind: "remove"; name: string };

/** Reads `["read", "+grep", "-bash"]` into entries; empty and blank entries are dropped. */
export function parseToolList(list: readonly string[]): ToolListEntry[] {
  const entries: ToolListEntry[] = [];
  for (const raw of list) {
    const item = raw.trim();
    if (item === "") continue;
    if (item.startsWith("+")) entries.push({ kind: "add", name: item.slice(1).trim() });
    else if (item.startsWith("-")) entries.push({ kind: "remove", name: item.slice(1).trim() });
    else entries.push({ kind: "select", name: item });
  }
  return entries;
}

/** Splits command-line values such as `--tools read,bash --tools +grep` into one list. */
export function splitToolArgs(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** Whether `name` uses `*` wildcards. */
export function isToolPattern(name: string): boolean {
  return name.includes("*");
}

/** Whether `name` matches `pattern`, where `*` stands for any characters (case-sensitive, whole name). */
export function matchesToolPattern(pattern: string, name: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(name);
}

/**
 * Applies one list to an inherited selection with pi's rules: when the list
 * has plain names they form the new selection (an empty list selects
 * nothing); `+name` and `-name` then apply in order. A list made only of
 * `+`/`-` entries therefore changes the inherited selection. Patterns expand
 * against `available` (when given); names are not checked here.
 *
 * @example
 * applyToolList(["read", "bash", "edit", "write"], ["-bash", "+grep"]); // ["read", "edit", "write", "grep"]
 */
export function applyToolList(
  inherited: readonly string[],
  list: readonly string[],
  available: readonly string[] = [],
): string[] {
  const entries = parseToolList(list);
  const replaces = list.length === 0 || entries.some((entry) => entry.kind === "select");
  const selection: string[] = replaces ? [] : [...inherited];
  const add = (name: string) => {
    if (!selection.includes(name)) selection.push(name);
  };
  for (const entry of entries) {
    switch (entry.kind) {
      case "select":
        if (isToolPattern(entry.name)) {
          for (const name of available) if (matchesToolPattern(entry.name, name)) add(name);
        } else add(entry.name);
        break;
      case "add":
        add(entry.name);
        break;
      case "remove": {
        const at = selection.indexOf(entry.name);
        if (at >= 0) selection.splice(at, 1);
        break;
      }
      default: {
        const never: never = entry;
        throw new Error(`unhandled tool list entry ${JSON.stringify(never)}`);
      }
    }
  }
  return selection;
}
