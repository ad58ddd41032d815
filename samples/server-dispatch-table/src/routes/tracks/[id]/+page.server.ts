import type { PageServerLoad } from './$types';
import { upstream } from '$lib/upstream';

// a page's server load is the client app's own server side: its request stays the client's
export const load: PageServerLoad = async ({ params }) => {
	const res = await upstream('tracks', params.id);
	return { track: await res.json() };
};
