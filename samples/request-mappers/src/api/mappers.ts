export type Init = RequestInit & { json?: unknown };

export type RequestMapper = (path: string, init: Init) => Init;

export const jsonMapper: RequestMapper = (path, init) => {
  const { json, ...rest } = init;
  if (json === undefined) {
    return rest;
  }
  return {
    ...rest,
    body: JSON.stringify(json),
    headers: { ...rest.headers, 'Content-Type': 'application/json' },
  };
};

export const clientMapper: RequestMapper = (path, init) => ({
  ...init,
  headers: { ...init.headers, 'X-Client': 'notes-web' },
});
