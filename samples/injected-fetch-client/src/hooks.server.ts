import type { Handle } from '@sveltejs/kit';
import { createApiClient } from './api/Client';

export const handle: Handle = async ({ event, resolve }) => {
  event.locals.api = createApiClient(event.fetch);
  return resolve(event);
};
