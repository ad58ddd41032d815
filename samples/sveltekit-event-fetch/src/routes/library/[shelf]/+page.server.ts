import type { PageServerLoad } from './$types';
import { API } from '$lib/config';

async function shelfBooks(event: Parameters<PageServerLoad>[0]) {
	// @expect GET /api/shelves/{shelf}/books/
	return event.fetch(`${API}/api/shelves/${event.params.shelf}/books/`, {
		headers: { Cookie: `sessionid=${event.cookies.get('sessionid')}` }
	});
}

export const load: PageServerLoad = async (event) => {
	const res = await shelfBooks(event);
	return { books: await res.json() };
};
