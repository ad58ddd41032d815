import { dispatch } from "./host-boundary.mjs";
import { checkInput } from "./validate.mjs";

const INPUT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["isbn"],
  properties: { isbn: { type: "string" } },
};

export async function getBook(input, runtimeContext) {
  checkInput(INPUT_SCHEMA, input);
  const response = await dispatch("bookshelf", {
    method: "GET",
    path: `/books/${encodeURIComponent(input.isbn)}`,
    query: {},
    headers: {},
    successStatuses: [200],
  });
  return { status: response.status, data: response.data };
}
