import fetcher, { type FetchOptions, type FetchService } from '$lib/fetcher';

export type App = { id: string; name: string };
export type CreateApp = { name: string; target: string };
export type UpdateApp = { name?: string };

export interface AppsService {
	create(payload: CreateApp): Promise<App>;
	update(id: string, payload: UpdateApp): Promise<App>;
	delete(id: string): Promise<void>;
	fetchAll(options?: FetchOptions): Promise<App[]>;
	fetchById(id: string, options?: FetchOptions): Promise<App>;
}

export class RemoteAppsService implements AppsService {
	constructor(private readonly _fetcher: FetchService) {}

	create(payload: CreateApp): Promise<App> {
		// @expect POST /api/v1/apps
		return this._fetcher.post('/api/v1/apps', payload);
	}

	update(id: string, payload: UpdateApp): Promise<App> {
		// @expect PATCH /api/v1/apps/{id}
		return this._fetcher.patch(`/api/v1/apps/${id}`, payload);
	}

	delete(id: string): Promise<void> {
		// @expect DELETE /api/v1/apps/{id}
		return this._fetcher.delete(`/api/v1/apps/${id}`);
	}

	fetchAll(options?: FetchOptions): Promise<App[]> {
		// @expect GET /api/v1/apps
		return this._fetcher.get('/api/v1/apps', options);
	}

	fetchById(id: string, options?: FetchOptions): Promise<App> {
		// @expect GET /api/v1/apps/{id}
		return this._fetcher.get(`/api/v1/apps/${id}`, options);
	}
}

const service: AppsService = new RemoteAppsService(fetcher);

export default service;
