import { dispatch } from "./host-boundary.mjs";
import { checkInput } from "./validate.mjs";

const INPUT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["isbn", "title", "author"],
  properties: { author: { type: "string" }, isbn: { type: "string" }, title: { type: "string" } },
};

export async function addBook(input, runtimeContext) {
  checkInput(INPUT_SCHEMA, input);
  const response = await dispatch("bookshelf", {
    method: "POST",
    path: "/books",
    query: {},
    headers: {},
    json: { author: input.author, isbn: input.isbn, title: input.title },
    successStatuses: [200, 201],
  });
  return { status: response.status, data: response.data };
}
