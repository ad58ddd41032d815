import type { RequestHandler } from './$types';
import { relay } from '$lib/server/proxy';

export const GET: RequestHandler = (event) => relay(event);
