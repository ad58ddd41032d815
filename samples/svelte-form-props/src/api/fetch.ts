function buildHeaders(typ: 'json' | 'form'): HeadersInit {
    let headers: any;
    if (typ === 'json') {
        headers = { 'Content-Type': 'application/json' };
    } else {
        headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    }
    return headers;
}

export async function fetchPost<T>(uri: string, payload?: Object, typ: 'json' | 'form' = 'json') {
    return fetchWithBody('POST', uri, typ, payload || {});
}

export async function fetchPut<T>(uri: string, payload?: Object, typ: 'json' | 'form' = 'json') {
    return fetchWithBody('PUT', uri, typ, payload || {});
}

async function fetchWithBody(method: 'POST' | 'PUT', uri: string, typ: 'json' | 'form', payload: Object) {
    let body;
    if (typ === 'json') {
        body = JSON.stringify(payload);
    } else if (typ === 'form') {
        body = formDataFromObj(payload);
    }
    return fetch(uri, { method, headers: buildHeaders(typ), body });
}

export function formDataFromObj(obj: Object) {
    let params = new URLSearchParams();
    for (let key of Object.keys(obj)) {
        params.append(key, String(obj[key as keyof typeof obj]));
    }
    return params;
}

export async function uploadFile(method: 'POST' | 'PUT', url: string, file: File) {
    let data = new FormData();
    data.append('file', file);
    return fetch(url, { method, body: data });
}
