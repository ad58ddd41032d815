import { McpServer, z } from "./runtime.mjs";
import { normalizeToolError } from "./portable-error-normalizer.mjs";
import { addBook } from "./functions/add_book.mjs";
import { getBook } from "./functions/get_book.mjs";
import { searchBooks } from "./functions/search_books.mjs";

export const server = new McpServer({ name: "bookshelf-mcp", version: "0.1.0" });

const book = z.object({
  author: z.string(),
  isbn: z.string(),
  shelf: z.enum(["to-read", "reading", "done"]),
  title: z.string(),
});

const dryRunEnvelope = z.object({
  dryRun: z.literal(true),
  validatedInput: z.record(z.string(), z.unknown()),
  operationPolicy: z.record(z.string(), z.unknown()),
  operationSummary: z.record(z.string(), z.unknown()),
}).strict();

server.registerTool("add_book", {
  title: "Add book",
  description: "Add book (bookshelf backend).",
  inputSchema: z.object({
    author: z.string().describe("Author of the book."),
    isbn: z.string().describe("Isbn of the book."),
    title: z.string().describe("Title of the book."),
  }).strict(),
  outputSchema: z.union([book, dryRunEnvelope]),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
}, async (input, runtimeContext) => {
  if (process.env.BOOKSHELF_MCP_DRY_RUN === "1") {
    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { sideEffect: "create", idempotency: "at-most-once", automaticRetry: "never", confirmation: "not-required", unknownOutcome: "stop-and-reconcile" }, operationSummary: { capability: "add_book", sideEffect: "create", requests: [{ service: "bookshelf", method: "POST", pathTemplate: "/books" }], confirmation: "not-required", risks: [] } };
    return { structuredContent: dryRunResult, content: [{ type: "text", text: JSON.stringify(dryRunResult) }], isError: false };
  }
  try {
    const result = await addBook(input, runtimeContext);
    return { structuredContent: result.data, content: [{ type: "text", text: JSON.stringify(result.data) }] };
  } catch (error) {
    const failure = normalizeToolError(error, { sideEffect: "create", idempotency: "at-most-once", automaticRetry: "never", confirmation: "not-required", unknownOutcome: "stop-and-reconcile" });
    return { structuredContent: failure, content: [{ type: "text", text: JSON.stringify(failure) }], isError: true };
  }
});

server.registerTool("get_book", {
  title: "Get book",
  description: "Get book (bookshelf backend).",
  inputSchema: z.object({
    isbn: z.string().describe("Isbn of the book (path parameter)."),
  }).strict(),
  outputSchema: z.union([book, dryRunEnvelope]),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
}, async (input, runtimeContext) => {
  if (process.env.BOOKSHELF_MCP_DRY_RUN === "1") {
    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { sideEffect: "read", idempotency: "idempotent", automaticRetry: "allowed", confirmation: "not-required", unknownOutcome: "not-applicable" }, operationSummary: { capability: "get_book", sideEffect: "read", requests: [{ service: "bookshelf", method: "GET", pathTemplate: "/books/{isbn}" }], confirmation: "not-required", risks: [] } };
    return { structuredContent: dryRunResult, content: [{ type: "text", text: JSON.stringify(dryRunResult) }], isError: false };
  }
  try {
    const result = await getBook(input, runtimeContext);
    return { structuredContent: result.data, content: [{ type: "text", text: JSON.stringify(result.data) }] };
  } catch (error) {
    const failure = normalizeToolError(error, { sideEffect: "read", idempotency: "idempotent", automaticRetry: "allowed", confirmation: "not-required", unknownOutcome: "not-applicable" });
    return { structuredContent: failure, content: [{ type: "text", text: JSON.stringify(failure) }], isError: true };
  }
});

server.registerTool("search_books", {
  title: "Search books",
  description: "Search books (bookshelf backend).",
  inputSchema: z.object({
    page: z.number().describe("Page (query parameter)."),
    q: z.string().describe("Q (query parameter)."),
  }).strict(),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
}, async (input, runtimeContext) => {
  if (process.env.BOOKSHELF_MCP_DRY_RUN === "1") {
    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { sideEffect: "read", idempotency: "idempotent", automaticRetry: "allowed", confirmation: "not-required", unknownOutcome: "not-applicable" }, operationSummary: { capability: "search_books", sideEffect: "read", requests: [{ service: "bookshelf", method: "GET", pathTemplate: "/books/search" }], confirmation: "not-required", risks: [] } };
    return { structuredContent: dryRunResult, content: [{ type: "text", text: JSON.stringify(dryRunResult) }], isError: false };
  }
  try {
    const result = await searchBooks(input, runtimeContext);
    return { structuredContent: result.data, content: [{ type: "text", text: JSON.stringify(result.data) }] };
  } catch (error) {
    const failure = normalizeToolError(error, { sideEffect: "read", idempotency: "idempotent", automaticRetry: "allowed", confirmation: "not-required", unknownOutcome: "not-applicable" });
    return { structuredContent: failure, content: [{ type: "text", text: JSON.stringify(failure) }], isError: true };
  }
});
