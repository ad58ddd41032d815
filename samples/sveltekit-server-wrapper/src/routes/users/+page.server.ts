import { fail } from '@sveltejs/kit';
import type { Actions, PageServerLoad, RequestEvent } from './$types';
import { api } from '$lib/server/api';

async function loadRoles(event: RequestEvent) {
	// @expect GET /api/v1/iam/roles
	const res = await api('/iam/roles', event);
	return res.ok ? res.json() : [];
}

export const load: PageServerLoad = async (event) => {
	const [users, roles] = await Promise.all([
		// @expect GET /api/v1/users
		api('/users', event),
		loadRoles(event)
	]);
	return { users: await users.json(), roles };
};

export const actions: Actions = {
	default: async (event) => {
		const data = await event.request.formData();
		// @expect POST /api/v1/users
		const res = await api('/users', event, {
			method: 'POST',
			body: JSON.stringify({ email: data.get('email'), roleId: data.get('roleId') })
		});
		if (!res.ok) return fail(res.status, { message: 'could not create the user' });
		return { success: true };
	},
	remove: async (event) => {
		const data = await event.request.formData();
		// @expect DELETE /api/v1/users/{id}
		await api(`/users/${data.get('id')}`, event, { method: 'DELETE' });
	}
};
