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

// Written in a for…of loop: each pass's method is its own.
export function createAdmin(base) {
  const admin = {};
  for (const method of ['PUT', 'DELETE']) {
    admin[method.toLowerCase()] = (path, data) =>
      fetch(`${base}${path}`, { method, body: JSON.stringify(data) });
  }
  return admin;
}
