import { User } from '../classes';

// A user being edited: its id is filled in when one is picked.
const draft = new User();

export function removeDraftUser() {
	// @expect DELETE /api/v1/user/{id}
	return fetch(`/api/v1/user/${draft.id}`, { method: 'DELETE' });
}
