import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { API } from '$lib/config';

export const GET: RequestHandler = async ({ fetch }) => {
	// the app's own server route: its call to the backend is made on the server's behalf
	// @expect-none
	const res = await fetch(`${API}/api/stats/`);
	return json(await res.json());
};
