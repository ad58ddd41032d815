/** Two classes implement NoteStore and nothing proves which one a NotesService gets. */
export interface NoteStore {
	save(path: string, text: string): Promise<void>;
}

export class ServerNoteStore implements NoteStore {
	async save(path: string, text: string): Promise<void> {
		await fetch(path, { method: 'PUT', body: text });
	}
}

export class ArchiveNoteStore implements NoteStore {
	async save(path: string, text: string): Promise<void> {
		await fetch(`/api/v1/archive${path}`, { method: 'POST', body: text });
	}
}

export class NotesService {
	private readonly store: NoteStore;

	constructor(store: NoteStore) {
		this.store = store;
	}

	write(id: string, text: string): Promise<void> {
		// @expect-none
		return this.store.save(`/api/v1/notes/${id}`, text);
	}
}

export function notesService(store: NoteStore): NotesService {
	return new NotesService(store);
}
