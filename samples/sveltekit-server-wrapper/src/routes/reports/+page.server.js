// JavaScript: the helpers' event parameters are known only from their callers

async function fetchReport(event, name) {
	// @expect GET /api/v1/reports/latest
	return event.fetch(`/api/v1/reports/${name}`, {
		headers: { Authorization: `Bearer ${event.cookies.get('accessToken')}` }
	});
}

async function latest(event) {
	return fetchReport(event, 'latest');
}

/** @type {import('./$types').PageServerLoad} */
export async function load(event) {
	const res = await latest(event);
	return { report: await res.json() };
}
