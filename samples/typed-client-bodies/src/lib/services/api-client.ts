import ky from 'ky';

export interface RequestConfig {
	data?: unknown;
	headers?: HeadersInit;
	params?: Record<string, string | number | boolean>;
}

// The body is the argument when it is set, else the config's `data`:
// `data !== undefined ? data : config.data` is `data ?? config.data`.
class APIClient {
	private client;

	constructor(private baseURL: string) {
		this.client = ky.create({ credentials: 'include' });
	}

	private async performRequest(method: string, url: string, data?: unknown, config: RequestConfig = {}) {
		const options: Record<string, unknown> = { method, headers: config.headers, searchParams: config.params };
		const bodyData = data !== undefined ? data : config.data;
		if (bodyData !== undefined && bodyData !== null) {
			options.json = bodyData;
		}
		const response = await this.client(`${this.baseURL}${url}`, options);
		return { data: await response.json(), status: response.status };
	}

	get(url: string, config?: RequestConfig) {
		return this.performRequest('GET', url, undefined, config);
	}

	post(url: string, data?: unknown, config?: RequestConfig) {
		return this.performRequest('POST', url, data, config);
	}

	put(url: string, data?: unknown, config?: RequestConfig) {
		return this.performRequest('PUT', url, data, config);
	}
}

export const apiClient = new APIClient('/api');

export default abstract class BaseService {
	api = apiClient;
}
