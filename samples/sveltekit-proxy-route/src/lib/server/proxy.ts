import type { RequestEvent } from '@sveltejs/kit';

const BACKEND = process.env['BACKEND_URL'] || 'http://localhost:8000';

export async function forward(event: RequestEvent, prefix: string) {
	const { params, request, fetch, cookies } = event;
	const session = cookies.get('session');
	const target = `${BACKEND}/${prefix}/${params.path}`;
	return fetch(target, {
		method: request.method,
		headers: { 'Content-Type': 'application/json', Cookie: `session=${session}` },
		body: request.method === 'GET' ? undefined : await request.text()
	});
}

export async function relay(event: RequestEvent) {
	return event.fetch(`${BACKEND}/feeds/${event.params.rest}`);
}
