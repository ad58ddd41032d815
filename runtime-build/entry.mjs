// The runtime of every strict-export-v1 package (EXPORT.md D2): only the MCP server, its stdio
// transport and zod. Never the client, HTTP or SSE entry points.
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";

z.config({ jitless: true });

export { McpServer, StdioServerTransport, z };
