import { jsonMapper, clientMapper, type Init, type RequestMapper } from './mappers';

const STEPS: RequestMapper[] = [jsonMapper, clientMapper];

// The same mappers folded with reduce.
export function call(path: string, init: Init) {
  const prepared = STEPS.reduce((acc, step) => step(path, acc), init);
  return fetch('/api' + path, prepared);
}

export function renameTag(id: number, name: string) {
  // @expect PUT /api/tags/{id}
  return call(`/tags/${id}`, { method: 'PUT', json: { name } });
}
