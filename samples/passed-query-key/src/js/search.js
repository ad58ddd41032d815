// A key the user types to test it is no key the page holds: it stays an input.
function testKey(typed) {
	// @expect POST /api/keys/test
	callAPI('POST', '/keys/test', typed, {dry_run: true});
}

async function searchBooks(text) {
	const token = await currentToken();
	// @expect GET /api/books
	getAPI('/books', token, {query: text});
}

document.querySelector('#test-key').onclick = e => testKey(document.querySelector('#key').value);
document.querySelector('#search').onkeydown = e => searchBooks(e.target.value);
