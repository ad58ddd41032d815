// The request layer: the key rides in the query string, the caller's params are joined
// from the entries of an object.
const base = '';

function callAPI(method, endpoint, token, params = {}, body = null) {
	let extra = '';
	if (Object.keys(params).length) {
		extra = '&' + Object.entries(params).map(p => p.join('=')).join('&');
	}
	return fetch(`${base}/api${endpoint}?token=${token}${extra}`, {
		method: method,
		headers: {'Content-Type': 'application/json'},
		body: body === null ? null : JSON.stringify(body)
	}).then(response => response.json());
}

function getAPI(endpoint, token, filters = {}) {
	const query = Object.keys(filters).map(k => `${k}=${encodeURIComponent(filters[k])}`).join('&');
	return fetch(`${base}/api${endpoint}?token=${token}&${query}`).then(r => r.json());
}
