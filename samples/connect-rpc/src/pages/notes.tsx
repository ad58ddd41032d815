import { useEffect, useState } from "react";
import { auth, notes } from "../api/client";
import { Priority } from "../gen/notes/v1/notes_pb";

export function NotesPage({ folder }: { folder: bigint }) {
  const [items, setItems] = useState<string[]>([]);

  useEffect(() => {
    // @expect POST /rpc/notes.v1.NoteService/ListNotes
    notes.listNotes({}).then((n) => setItems([n.title]));
  }, []);

  async function open(id: string) {
    // @expect POST /rpc/notes.v1.NoteService/GetNote
    const note = await notes.getNote({ noteId: id });
    setItems([note.title]);
  }

  async function add(title: string, body: string) {
    // @expect POST /rpc/notes.v1.NoteService/CreateNote
    await notes.createNote({ title, body, tags: ["inbox"], priority: Priority.HIGH });
  }

  async function watch() {
    // @expect POST /rpc/notes.v1.NoteService/WatchNotes
    for await (const note of notes.watchNotes({ folderId: folder })) {
      setItems((xs) => [...xs, note.title]);
    }
  }

  async function signIn(username: string, password: string) {
    // @expect POST /rpc/auth.v1.AuthService/Login
    const res = await auth.login({ username, password });
    localStorage.setItem("token", res.token);
  }

  return (
    <div>
      <button onClick={() => open("1")}>open</button>
      <button onClick={() => add("t", "b")}>add</button>
      <button onClick={() => watch()}>watch</button>
      <button onClick={() => signIn("u", "p")}>sign in</button>
      <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>
    </div>
  );
}
