import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

// the daemon's own MCP server: a server SDK makes no client request
export async function handleMcp(request: Request): Promise<Response> {
  const server = new McpServer({ name: 'bookmarks', version: '1.0.0' });
  server.registerTool('list_bookmarks', { description: 'List bookmarks' }, async () => ({ content: [] }));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  return transport.handleRequest(request);
}
