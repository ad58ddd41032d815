import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { upstream } from '$lib/upstream';

// the app's API route: its upstream request is the server's own
export const GET: RequestHandler = async ({ params }) => {
	const res = await upstream('albums', params.id);
	return json(await res.json());
};
