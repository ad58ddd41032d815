// The key the page holds: read from storage, fetched once when missing.
async function currentToken() {
	const saved = localStorage.getItem('shelf-token');
	if (saved !== null) return saved;
	return fetch('/api/session', {method: 'POST'})
		.then(response => response.json())
		.then(json => {
			localStorage.setItem('shelf-token', json.token);
			return json.token;
		});
}
