// Page code: the key is handed down through parameters from where the page reads it.
function fillShelves(token) {
	// @expect GET /api/shelves
	getAPI('/shelves', token, {offset: 0, sort: 'title'})
	.then(json => json.result.forEach(s => console.log(s.name)));
}

function removeShelf(id, token) {
	// @expect DELETE /api/shelves/{id}
	callAPI('DELETE', `/shelves/${id}`, token, {delete_files: true});
}

function renameShelf(id, name, token) {
	// @expect PUT /api/shelves/{id}
	callAPI('PUT', `/shelves/${id}`, token, {}, {name: name});
}

function bindRows(token) {
	document.querySelectorAll('.shelf').forEach(row => {
		row.querySelector('.remove').onclick = e => removeShelf(row.dataset.id, token);
		row.querySelector('.rename').onclick = e => renameShelf(row.dataset.id, row.dataset.name, token);
	});
}

currentToken()
.then(token => {
	fillShelves(token);
	bindRows(token);
});
