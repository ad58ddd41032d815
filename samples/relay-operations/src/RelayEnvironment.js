import { Environment, Network, RecordSource, Store } from 'relay-runtime';

const GRAPHQL_URL = 'https://api.stories.example/graphql';

// The network's fetch function: every operation below travels on this one request.
function fetchGraphQL(params, variables) {
  return fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ query: params.text, variables }),
  }).then((response) => response.json());
}

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});
