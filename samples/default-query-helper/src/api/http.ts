// Thin fetch helpers: the query object defaults to {} and is turned into a
// query string by a loop over its entries.
const API_BASE = '/api/v1';

export type QueryParams = Record<string, string | number | undefined | null>;

function queryString(params: QueryParams): string {
	const usp = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value === undefined || value === null) continue;
		usp.append(key, String(value));
	}
	const s = usp.toString();
	return s ? '?' + s : '';
}

export async function getList(path: string, params: QueryParams = {}, signal?: AbortSignal) {
	const res = await fetch(API_BASE + path + queryString(params), { signal });
	return (await res.json()) as unknown[];
}

export async function getJson<T = unknown>(
	path: string,
	params: QueryParams = {},
	signal?: AbortSignal
): Promise<T> {
	const res = await fetch(API_BASE + path + queryString(params), { signal });
	return (await res.json()) as T;
}
