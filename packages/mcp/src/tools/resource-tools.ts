import type { AgentTool } from "@keel/agent-core";
import { Type } from "typebox";
import type { ServerConnection } from "../connection/server-connection.js";
import { mapResourceContents } from "./map-content.js";

/** What the resource tools need from the manager. */
export interface ResourceHost {
  /** Connected servers that offer resources (after a bounded wait for those still connecting). */
  resourceServers(signal: AbortSignal | undefined): Promise<ServerConnection[]>;
}

const listParameters = Type.Object({
  server: Type.Optional(Type.String({ description: "Only this server's resources (one page; see cursor)." })),
  cursor: Type.Optional(Type.String({ description: "nextCursor of the previous page (with server)." })),
});

const readParameters = Type.Object({
  server: Type.String({ description: "The MCP server's name." }),
  uri: Type.String({ description: "The resource URI, as listed by list_mcp_resources." }),
});

/** `list_mcp_resources { server?, cursor? }`: resources of the MCP servers, as JSON. */
export function createListResourcesTool(host: ResourceHost): AgentTool<{ server?: string; cursor?: string }> {
  return {
    name: "list_mcp_resources",
    label: "List MCP resources",
    description:
      "Lists resources (files, documents, data) that connected MCP servers offer, as JSON { resources: [{ server, uri, name, ... }], nextCursor? }. " +
      "Read one with read_mcp_resource.",
    parameters: listParameters,
    async execute(_id, { server, cursor }, signal) {
      const servers = await host.resourceServers(signal);
      const chosen = server === undefined ? servers : servers.filter((s) => s.name === server);
      if (server !== undefined && chosen.length === 0) {
        return unknownServer(server, servers);
      }
      const resources: unknown[] = [];
      let nextCursor: string | undefined;
      for (const connection of chosen) {
        let page = await connection.listResources(server !== undefined ? cursor : undefined, signal);
        resources.push(...page.resources.map((r) => ({ server: connection.name, ...(r as object) })));
        if (server !== undefined) {
          nextCursor = page.nextCursor;
          continue;
        }
        while (page.nextCursor !== undefined) {
          page = await connection.listResources(page.nextCursor, signal);
          resources.push(...page.resources.map((r) => ({ server: connection.name, ...(r as object) })));
        }
      }
      const body = { ...(server !== undefined ? { server } : {}), resources, ...(nextCursor ? { nextCursor } : {}) };
      return { content: [{ type: "text", text: JSON.stringify(body, null, 2) }], details: body };
    },
  };
}

/** `read_mcp_resource { server, uri }`: one resource's contents (text as text, images as images). */
export function createReadResourceTool(host: ResourceHost): AgentTool<{ server: string; uri: string }> {
  return {
    name: "read_mcp_resource",
    label: "Read MCP resource",
    description:
      "Reads one resource of an MCP server by server name and URI (from list_mcp_resources or a resource link).",
    parameters: readParameters,
    async execute(_id, { server, uri }, signal) {
      const servers = await host.resourceServers(signal);
      const connection = servers.find((s) => s.name === server);
      if (connection === undefined) return unknownServer(server, servers);
      const result = await connection.readResource(uri, signal);
      const content = mapResourceContents(result.contents, server, uri);
      if (content.length === 0) content.push({ type: "text", text: `(resource ${uri} is empty)` });
      return { content, details: { server, uri } };
    },
  };
}

function unknownServer(server: string, servers: readonly ServerConnection[]) {
  const names = servers.map((s) => s.name);
  return {
    content: [
      {
        type: "text" as const,
        text: `No connected MCP server "${server}" offers resources. Servers with resources: ${names.length > 0 ? names.join(", ") : "none"}.`,
      },
    ],
    details: { server },
    isError: true,
  };
}
