// a helper no file imports any more: its word "api" is only a folder of the URLs elsewhere
export async function api(fetch: typeof globalThis.fetch, params: Record<string, string>) {
	// @expect POST /api/v1/api.json
	return fetch('/api/v1/api.json', { method: 'POST', body: new URLSearchParams(params) });
}
