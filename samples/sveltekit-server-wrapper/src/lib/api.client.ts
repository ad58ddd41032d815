import { get } from 'svelte/store';
import { authStore } from '$lib/auth';

const BASE_URL = '/api/v1';

/** The browser's wrapper: the token the sign-in page stored. */
export const api = async (url: string, options: RequestInit = {}): Promise<Response> => {
	const { accessToken } = get(authStore);
	const headers: Record<string, string> = { 'Content-Type': 'application/json' };
	if (accessToken) {
		headers['Authorization'] = `Bearer ${accessToken}`;
	}
	return fetch(`${BASE_URL}${url}`, { ...options, headers: { ...headers, ...options.headers } });
};
