import type { Handle, HandleFetch } from '@sveltejs/kit';
import { sequence } from '@sveltejs/kit/hooks';
import { API } from '$lib/config';

export const sessionHook: Handle = async ({ event, resolve }) => {
	const cookie = event.request.headers.get('cookie') || '';
	// @expect GET /auth/me/
	const me = await event.fetch(`${API}/auth/me/`, { headers: { cookie } });
	event.locals.user = me.ok ? await me.json() : null;
	return resolve(event);
};

export const handle = sequence(sessionHook);

export const handleFetch: HandleFetch = async ({ event, request, fetch }) => {
	request.headers.set('cookie', event.request.headers.get('cookie') || '');
	return fetch(request);
};
