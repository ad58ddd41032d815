import {getFile, getProfile, useListFoldersQuery} from "./profile"
import {addNote, listCatalogue, listNotes, removeNote} from "./notes"

export function App({noteId, fileId, text}: {noteId: string; fileId: string; text: string}) {
  const {data} = useListFoldersQuery()
  return (
    <div>
      <button onClick={() => listNotes()}>Notes</button>
      <button onClick={() => addNote(text)}>Add</button>
      <button onClick={() => removeNote(noteId)}>Remove</button>
      <button onClick={() => listCatalogue()}>Catalogue</button>
      <button onClick={() => getProfile()}>Profile</button>
      <button onClick={() => getFile(fileId)}>File</button>
      <ul>{(data || []).map(id => <li key={id}>{id}</li>)}</ul>
    </div>
  )
}
