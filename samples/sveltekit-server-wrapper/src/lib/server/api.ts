import type { RequestEvent } from '@sveltejs/kit';

const BASE_URL = '/api/v1';

/** The server's wrapper: loads and actions hand it their request event. */
export const api = async (
	url: string,
	event: RequestEvent,
	options: RequestInit = {}
): Promise<Response> => {
	const accessToken = event.cookies.get('accessToken');
	const defaultHeaders: Record<string, string> = { 'Content-Type': 'application/json' };
	if (accessToken) {
		defaultHeaders['Authorization'] = `Bearer ${accessToken}`;
	}
	return event.fetch(`${BASE_URL}${url}`, {
		...options,
		headers: { ...defaultHeaders, ...options.headers }
	});
};
