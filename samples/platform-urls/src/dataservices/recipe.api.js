import axios from '@nextcloud/axios'
import { generateUrl } from '@nextcloud/router'

// an instance created from the platform's client keeps its session cookie and CSRF header
const instance = axios.create()

const baseUrl = `${generateUrl('apps/cookbook')}/webapp`

export function getRecipe(id) {
	// @expect GET /apps/cookbook/webapp/recipes/{id}
	return instance.get(`${baseUrl}/recipes/${id}`)
}

export function reindex() {
	// @expect POST /apps/cookbook/webapp/reindex
	return instance.post(`${baseUrl}/reindex`)
}

export function saveSettings(notesPath) {
	// plain fetch sending the platform's CSRF header itself
	// @expect PUT /apps/notes/settings
	return fetch(generateUrl('/apps/notes/settings'), {
		method: 'PUT',
		headers: { requesttoken: OC.requestToken, 'Content-Type': 'application/json' },
		body: JSON.stringify({ notesPath }),
	})
}
