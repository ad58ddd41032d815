import type { RequestHandler } from './$types';
import { forward } from '$lib/server/proxy';

export const GET: RequestHandler = (event) => forward(event, 'api');
export const POST: RequestHandler = (event) => forward(event, 'api');
export const DELETE: RequestHandler = (event) => forward(event, 'api');
