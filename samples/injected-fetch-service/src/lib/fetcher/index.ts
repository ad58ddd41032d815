import RemoteFetchService from './remote';

export type FetchOptions = {
	/** Query parameters to add to the url. */
	params?: Record<string, string>;
	/** The fetch function to use instead of the global one (a SvelteKit load's fetch). */
	fetch?: typeof globalThis.fetch;
};

/** Retrieves server data; the one implementation is RemoteFetchService. */
export interface FetchService {
	get<TOut>(url: string, options?: FetchOptions): Promise<TOut>;
	post<TOut, TIn>(url: string, data?: TIn, options?: FetchOptions): Promise<TOut>;
	patch<TOut, TIn>(url: string, data?: TIn, options?: FetchOptions): Promise<TOut>;
	delete(url: string, options?: FetchOptions): Promise<void>;
}

const service: FetchService = new RemoteFetchService();

export default service;
