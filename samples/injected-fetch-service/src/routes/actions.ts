import service, { type CreateApp } from '$lib/resources/apps';
import type { FetchService } from '$lib/fetcher';
import { RemoteJobsService } from '$lib/resources/jobs';
import { notesService, type NoteStore } from '$lib/notes/store';

export function createApp(payload: CreateApp) {
	return service.create(payload);
}

export function renameApp(id: string, name: string) {
	return service.update(id, { name });
}

export function removeApp(id: string) {
	return service.delete(id);
}

export function showApp(id: string) {
	return service.fetchById(id);
}

/** The store comes from the page: which of the two classes it is, nothing here proves. */
export function keepNote(store: NoteStore, id: string, text: string) {
	return notesService(store).write(id, text);
}

/** The fetch service comes from the page's context. */
export function jobsPanel(fetcher: FetchService) {
	const jobs = new RemoteJobsService(fetcher);
	return { load: () => jobs.fetchAll(), cancel: (id: string) => jobs.cancel(id) };
}
