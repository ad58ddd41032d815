import type { Client } from './Client';

export class NotesResource {
  constructor(private readonly client: Client) {}

  list() {
    // @expect GET /api/notes
    return this.client.fetch('/notes', { method: 'GET' });
  }

  remove(id: string) {
    // @expect DELETE /api/notes/{id}
    return this.client.fetch(`/notes/${id}`, { method: 'DELETE' });
  }
}
