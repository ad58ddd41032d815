import { generateUrl } from '@nextcloud/router'

export const API_ROUTES = {
	FOLDER: generateUrl('/apps/notes/folders'),
	NOTE: generateUrl('/apps/notes/notes'),
}
