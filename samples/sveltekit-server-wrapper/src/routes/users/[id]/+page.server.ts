import type { PageServerLoad } from './$types';
import { api } from '$lib/server/api';

export const load: PageServerLoad = async (event) => {
	// @expect GET /api/v1/users/{id}
	const res = await api(`/users/${event.params.id}`, event);
	return { user: await res.json() };
};
