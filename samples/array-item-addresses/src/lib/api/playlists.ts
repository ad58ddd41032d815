import { api } from './api';

export type Track = { title: string; url: string };

// An array of items each carrying its url, sent as the body's items member.
export async function savePlaylist(id: number, title: string, items: Track[]) {
	// @expect PUT /api/playlists/{id}
	return await api.put(`playlists/${id}`, { json: { title, items } });
}
