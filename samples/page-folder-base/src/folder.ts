// Plain requests under the page's folder, spelled in other ways.

const folder = '/' + location.pathname.split('/').filter(s => s).slice(0, -1).join('/') + '/'

export function listTags() {
	// @expect GET /rpc/tags
	return fetch(location.origin + folder + 'rpc/tags')
}

export function pageStats() {
	const path = window.location.pathname
	// @expect GET /stats
	return fetch(path.substring(0, path.lastIndexOf('/') + 1) + 'stats')
}
