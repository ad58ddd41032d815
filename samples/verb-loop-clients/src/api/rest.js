// A client made per base path: its methods are written in a loop inside the factory.
export function createRest(base) {
  const client = {};
  ['get', 'delete'].forEach((verb) => {
    client[verb] = (path) => fetch(`${base}${path}`, { method: verb.toUpperCase() });
  });
  return client;
}

// The same, built as entries.
export const reports = Object.fromEntries(
  ['GET', 'POST'].map((method) => [
    method.toLowerCase(),
    (path, data) => fetch(`/reports${path}`, { method, body: JSON.stringify(data) }),
  ]),
);
