// Plain functions that send their parameters as request headers (fetch sends every key of
// the headers object, an `undefined` value as the text "undefined").

async function apiKeyDelete(keyId) {
    const requestOptions = {
        method: 'POST',
        headers: {
            'apikey': sessionStorage.getItem('apikey'),
            'targetKey': keyId,
        },
    };
    // @expect POST /api/keys/delete
    const response = await fetch('./api/keys/delete', requestOptions);
    return response.ok;
}

async function apiKeyRename(keyId, newName, note) {
    const headers = {
        'apikey': sessionStorage.getItem('apikey'),
        'targetKey': keyId,
        'friendlyName': newName,
    };
    if (note) {
        headers['note'] = note;
    }
    // @expect-none (never called: PUT /api/keys/rename is no Tool)
    return fetch('./api/keys/rename', {method: 'PUT', headers: headers});
}

async function apiFilesList(folder, page) {
    const requestOptions = {
        method: 'GET',
        headers: {
            'apikey': sessionStorage.getItem('apikey'),
            'folder': folder,
            'page': page,
        },
    };
    // @expect-none (never called: GET /api/files/list is no Tool)
    const response = await fetch('./api/files/list', requestOptions);
    return response.json();
}

async function apiFilesReplace(id, options) {
    const requestOptions = {
        method: 'PUT',
        headers: {
            'apikey': sessionStorage.getItem('apikey'),
            'id': id,
            ...(options.force ? {'force': 'true'} : {}),
        },
    };
    // @expect-none (never called: PUT /api/files/replace is no Tool)
    return fetch('./api/files/replace', requestOptions);
}

async function apiFilesModify(id, label, password, notify) {
    const requestOptions = {
        method: 'PUT',
        headers: {
            'apikey': sessionStorage.getItem('apikey'),
            'id': id,
            'label': label || undefined,
            'password': password,
            'notify': notify,
        },
    };
    // @expect-none (never called: PUT /api/files/modify is no Tool)
    return fetch('./api/files/modify', requestOptions);
}
