import type { FetchService } from '$lib/fetcher';

export type Job = { id: string; resource: string };

/** Built where the fetch service comes from wiring the source does not show. */
export class RemoteJobsService {
	constructor(private readonly _fetcher: FetchService) {}

	fetchAll(): Promise<Job[]> {
		// @expect GET /api/v1/jobs
		return this._fetcher.get('/api/v1/jobs');
	}

	cancel(id: string): Promise<void> {
		// @expect DELETE /api/v1/jobs/{id}
		return this._fetcher.delete(`/api/v1/jobs/${id}`);
	}
}

/** A parameter declared with the interface: its one implementing class. */
export function fetchJob(fetcher: FetchService, id: string): Promise<Job> {
	// @expect GET /api/v1/jobs/{id}
	return fetcher.get(`/api/v1/jobs/${id}`);
}
