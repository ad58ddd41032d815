import { dispatch } from "./host-boundary.mjs";
import { checkInput } from "./validate.mjs";

const INPUT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["q", "page"],
  properties: { page: { type: "number" }, q: { type: "string" } },
};

export async function searchBooks(input, runtimeContext) {
  checkInput(INPUT_SCHEMA, input);
  const response = await dispatch("bookshelf", {
    method: "GET",
    path: "/books/search",
    query: { limit: 20, page: input.page, q: input.q },
    headers: {},
    successStatuses: [200],
  });
  return { status: response.status, data: response.data };
}
