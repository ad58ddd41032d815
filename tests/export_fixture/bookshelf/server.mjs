import { StdioServerTransport } from "./runtime.mjs";
import { server } from "./adapter.mjs";

await server.connect(new StdioServerTransport());
