import type { PageLoad } from './$types';

export const load: PageLoad = async ({ fetch, url }) => {
	const slug = url.searchParams.get('chart') ?? 'top';
	// @expect GET /charts/{slug}.json
	const res = await fetch(`/charts/${slug}.json`);
	return { chart: await res.json() };
};
