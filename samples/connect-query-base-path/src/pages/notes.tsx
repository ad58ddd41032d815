import { TransportProvider, useMutation, useQuery } from "@connectrpc/connect-query";
import { createNote, getNote, listNotes } from "../gen/notes/v1/notes-NoteService_connectquery";
import { notesClient, transport } from "../api/transport";

function NoteList() {
  // @expect POST /notes.v1.NoteService/ListNotes
  const notes = useQuery(listNotes, {});
  const create = useMutation(createNote);
  function add(title: string) {
    // @expect POST /notes.v1.NoteService/CreateNote
    create.mutate({ title, body: "" });
  }
  return (
    <div>
      <button onClick={() => add("t")}>add</button>
      <ul>{notes.data ? <li>{notes.data.title}</li> : null}</ul>
    </div>
  );
}

export function NotePage({ id }: { id: string }) {
  async function reload() {
    // @expect POST /notes.v1.NoteService/GetNote
    await notesClient.getNote({ noteId: id });
  }
  return (
    <TransportProvider transport={transport}>
      <button onClick={() => reload()}>reload</button>
      <NoteList />
    </TransportProvider>
  );
}
