import type { RequestHandler } from '@sveltejs/kit';

const BACKEND_URL = `http://localhost:${process.env.PORT_BACKEND || 4000}`;

// the app's own proxy route: the calls above reach the backend through it
const proxy: RequestHandler = async ({ request, params, fetch }) => {
	const url = new URL(request.url);
	// @expect-none
	return fetch(`${BACKEND_URL}/${params.slug}${url.search}`, {
		method: request.method,
		headers: request.headers,
		body: request.method === 'GET' ? null : await request.arrayBuffer()
	});
};

export const GET = proxy;
export const POST = proxy;
export const PUT = proxy;
export const DELETE = proxy;
