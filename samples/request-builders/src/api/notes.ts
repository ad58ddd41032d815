import {
  DeleteApiRequestBuilder,
  GetApiRequestBuilder,
  PostApiRequestBuilder,
  PutApiRequestBuilder,
} from './request-builder'

export interface Note {
  id: string
  title: string
  content: string
}

export interface NotePermissions {
  sharedToUsers: string[]
  sharedToGroups: string[]
}

export const getNote = async (noteId: string): Promise<Note> => {
  // @expect GET /api/private/notes/{noteId}
  const response = await new GetApiRequestBuilder<Note>('notes/' + noteId).sendRequest()
  return response.asParsedJsonObject()
}

export const createNote = async (markdown: string, alias: string): Promise<Note> => {
  // @expect POST /api/private/notes/{alias}
  const response = await new PostApiRequestBuilder<Note, void>('notes/' + alias)
    .withHeader('Content-Type', 'text/markdown')
    .withBody(markdown)
    .sendRequest()
  return response.asParsedJsonObject()
}

export const updateNotePermissions = async (noteId: string, permissions: NotePermissions) => {
  // @expect PUT /api/private/notes/{noteId}/metadata/permissions
  const response = await new PutApiRequestBuilder<Note, NotePermissions>(`notes/${noteId}/metadata/permissions`)
    .withJsonBody(permissions)
    .sendRequest()
  return response.asParsedJsonObject()
}

export const deleteNote = async (noteId: string) => {
  // @expect DELETE /api/private/notes/{noteId}
  return new DeleteApiRequestBuilder('notes/' + noteId).sendRequest()
}
