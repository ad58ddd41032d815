import { legacyInit } from 'legacy-config';

// Options spread from a value the source does not show: the method may be anything, so the
// request is no proven read.
export function ping(path: string) {
  return fetch(`/legacy${path}`, { ...legacyInit.requestInit });
}

// @expect GET /legacy/touch
export const touch = () => ping('/touch');
