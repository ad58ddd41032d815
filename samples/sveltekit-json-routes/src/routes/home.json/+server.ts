import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

// the app's own endpoint at the root: /home.json
export const GET: RequestHandler = async ({ url }) => {
	const limit = Number(url.searchParams.get('limit') ?? '10');
	return json({ sections: [], limit });
};
