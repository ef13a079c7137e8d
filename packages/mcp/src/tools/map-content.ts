import type { ImageContent, TextContent } from "@keel/ai";

type Block = TextContent | ImageContent;

/** One content block of an MCP result (`text`, `image`, `audio`, `resource`, `resource_link`). */
type McpBlock = { type: string; [key: string]: unknown };

/**
 * Maps MCP content to tool-result content: text stays text; images become
 * image blocks, each after a line that names it (a text-only model gets a
 * placeholder in its place from the provider layer, and the line says what
 * it was); embedded text resources become text; embedded images become
 * images; other binary resources, audio and resource links become a line
 * that says what they are and how to read them.
 */
export function mapMcpContent(content: readonly unknown[], server: string, what: string): Block[] {
  const out: Block[] = [];
  let images = 0;
  for (const raw of content) {
    if (typeof raw !== "object" || raw === null) continue;
    const block = raw as McpBlock;
    switch (block.type) {
      case "text":
        out.push({ type: "text", text: String(block.text ?? "") });
        break;
      case "image":
        images++;
        out.push({ type: "text", text: `[image ${images} from ${what}: ${String(block.mimeType)}]` });
        out.push({ type: "image", data: String(block.data ?? ""), mimeType: String(block.mimeType ?? "image/png") });
        break;
      case "audio":
        out.push({ type: "text", text: `[audio from ${what}: ${String(block.mimeType)}, not shown to the model]` });
        break;
      case "resource": {
        const resource = (block.resource ?? {}) as { uri?: string; mimeType?: string; text?: string; blob?: string };
        out.push(...mapResourceContents([resource], server, `resource ${resource.uri ?? ""}`.trim()));
        break;
      }
      case "resource_link": {
        const name = typeof block.name === "string" ? `${block.name} ` : "";
        out.push({
          type: "text",
          text: `[resource link: ${name}${String(block.uri)}; read it with read_mcp_resource { "server": ${JSON.stringify(server)}, "uri": ${JSON.stringify(block.uri)} }]`,
        });
        break;
      }
      default:
        out.push({ type: "text", text: `[unsupported MCP content of type ${JSON.stringify(block.type)}]` });
    }
  }
  return out;
}

/** Maps the `contents` of `resources/read` (or an embedded resource). */
export function mapResourceContents(
  contents: readonly { uri?: string; mimeType?: string; text?: string; blob?: string }[],
  server: string,
  what: string,
): Block[] {
  const out: Block[] = [];
  for (const item of contents) {
    const label = item.uri ?? what;
    if (typeof item.text === "string") {
      out.push({ type: "text", text: contents.length > 1 || item.uri ? `${label}:\n${item.text}` : item.text });
    } else if (typeof item.blob === "string" && item.mimeType?.startsWith("image/")) {
      out.push({ type: "text", text: `[image ${label} from server ${server}: ${item.mimeType}]` });
      out.push({ type: "image", data: item.blob, mimeType: item.mimeType });
    } else if (typeof item.blob === "string") {
      const bytes = Math.floor((item.blob.length * 3) / 4);
      out.push({
        type: "text",
        text: `[binary resource ${label} (${item.mimeType ?? "unknown type"}, about ${bytes} bytes) from server ${server}, not shown to the model]`,
      });
    }
  }
  return out;
}
