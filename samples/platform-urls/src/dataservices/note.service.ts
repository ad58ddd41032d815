import axios from '@nextcloud/axios'
import { generateOcsUrl, generateUrl } from '@nextcloud/router'
import { API_ROUTES } from '../types/ApiRoutes'

export class NoteService {
	static fetchAllNotes() {
		// @expect GET /apps/notes/notes
		return axios.get(API_ROUTES.NOTE)
	}

	static deleteNote({ noteId }: { noteId: number }) {
		// @expect DELETE /apps/notes/notes/{noteId}
		return axios.delete(API_ROUTES.NOTE + `/${noteId}`)
	}

	static renameFolder(id: number, name: string) {
		// @expect POST /apps/notes/folders/{id}/rename
		return axios.post(API_ROUTES.FOLDER + '/' + id + '/rename', { name })
	}

	static exportNotes() {
		// @expect GET /apps/notes/export
		return axios.get(generateUrl('/apps/notes/export'))
	}

	static shareNote(id: number, user: string) {
		// @expect POST /apps/notes/notes/{id}/share/{user}
		return axios.post(generateUrl('/apps/notes/notes/{id}/share/{user}', { id, user }))
	}

	static searchSharees(query: string) {
		// @expect GET /apps/files_sharing/api/v1/sharees
		return axios.get(generateOcsUrl('apps/files_sharing/api/v1/sharees'), { params: { search: query } })
	}
}
