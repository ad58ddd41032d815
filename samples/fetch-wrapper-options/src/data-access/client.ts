// A shared fetch wrapper most callers give no query: the query loop runs only for a caller
// passing `querystring`, the path placeholders are filled by a second loop declaring the
// same loop variables, and the body is sent as JSON text.
export interface RequestParams {
  body?: unknown;
  querystring?: Record<string, string | number | boolean>;
  params?: Record<string, string>;
  headers?: Record<string, string | null | undefined>;
}

export async function makeFetch(
  input: string,
  requestParams: Omit<RequestInit, keyof RequestParams> & RequestParams,
): Promise<Response> {
  let url = input;
  const headers = new Headers();
  const request: RequestInit = {...(requestParams as RequestInit)};

  if (requestParams.querystring) {
    const querystring = new URLSearchParams();
    for (const [key, value] of Object.entries(requestParams.querystring)) {
      querystring.set(key, String(value));
    }
    url += `?${querystring.toString()}`;
  }

  if (requestParams.body) {
    request.body = JSON.stringify(requestParams.body);
    if (typeof requestParams.body === 'object') {
      headers.set('Content-Type', 'application/json');
    }
  }

  if (requestParams.params) {
    for (const [key, value] of Object.entries(requestParams.params)) {
      url = url.replace(`:${key}`, value);
    }
  }

  request.headers = headers;
  return fetch(url, request);
}
