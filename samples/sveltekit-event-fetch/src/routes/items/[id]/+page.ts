import type { PageLoad } from './$types';

export const load: PageLoad = async ({ fetch, params }) => {
	// @expect GET /api/items/{id}
	const res = await fetch(`/api/items/${params.id}`);
	return { item: await res.json() };
};
