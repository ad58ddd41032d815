import { fail, redirect } from '@sveltejs/kit';
import type { Actions, PageServerLoad } from './$types';
import { API } from '$lib/config';

export const load: PageServerLoad = async (event) => {
	// @expect GET /auth/providers/
	const res = await event.fetch(`${API}/auth/providers/`);
	return { providers: await res.json() };
};

export const actions: Actions = {
	default: async (event) => {
		const form = await event.request.formData();
		// @expect POST /auth/login
		const res = await event.fetch(`${API}/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ username: form.get('username'), password: form.get('password') })
		});
		if (!res.ok) return fail(400, { message: 'login failed' });
		redirect(302, '/');
	},
	reset: async ({ fetch, request }) => {
		const form = await request.formData();
		// @expect POST /auth/password/request
		await fetch(`${API}/auth/password/request`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ email: form.get('email') })
		});
	}
};
