import type { FetchOptions, FetchService } from './index';

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export default class RemoteFetchService implements FetchService {
	public get<TOut>(url: string, options?: FetchOptions): Promise<TOut> {
		return api<TOut>('GET', url, undefined, options);
	}

	public post<TOut, TIn>(url: string, data?: TIn, options?: FetchOptions): Promise<TOut> {
		return api<TOut, TIn>('POST', url, data, options);
	}

	public patch<TOut, TIn>(url: string, data?: TIn, options?: FetchOptions): Promise<TOut> {
		return api<TOut, TIn>('PATCH', url, data, options);
	}

	public delete(url: string, options?: FetchOptions): Promise<void> {
		return api<void>('DELETE', url, undefined, options);
	}
}

/** The one place a request leaves: the caller's fetch when given, else the global one. */
async function api<TOut = unknown, TIn = unknown>(
	method: HttpMethod,
	url: string,
	body?: TIn,
	options?: FetchOptions
): Promise<TOut> {
	const response = await (options?.fetch ?? fetch)(url, {
		method,
		headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
		body: body ? JSON.stringify(body) : undefined
	});
	if (!response.ok) {
		throw new Error(response.statusText);
	}
	return (await response.json()) as TOut;
}
