import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { lyricsFor } from '$lib/upstream';

export const GET: RequestHandler = async ({ params }) => {
	const res = await lyricsFor(params.id);
	return json(await res.json());
};
