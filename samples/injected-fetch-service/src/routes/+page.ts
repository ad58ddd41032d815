import service from '$lib/resources/apps';
import { healthcheck } from '$lib/resources/health';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ fetch }) => {
	const [apps, health] = await Promise.all([service.fetchAll({ fetch }), healthcheck(fetch)]);
	return { apps, health };
};
