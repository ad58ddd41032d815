import { Environment, type FetchFunction, Network, RecordSource, Store } from "relay-runtime";

// A SolidStart server function: the browser calls it through /_server, and it posts each
// operation to the GraphQL API the deployment names.
const fetchFn: FetchFunction = async (params, variables) => {
  "use server";
  const response = await fetch(process.env.GRAPHQL_API_URL, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ query: params.text, variables }),
  });
  return await response.json();
};

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}
