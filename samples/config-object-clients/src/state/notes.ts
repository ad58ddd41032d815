import { config as appConfig } from "../config";

export async function refreshNotes() {
  const client = appConfig.notesClient;
  if (!client) {
    throw new Error("notes client is not initialized");
  }
  // @expect POST /rpc/notes.v1.NoteService/ListNotes
  return await client.listNotes({});
}

export async function openNote(id: string) {
  // @expect POST /rpc/notes.v1.NoteService/GetNote
  return await appConfig.notesClient!.getNote({ noteId: id });
}

export async function signIn(username: string, password: string) {
  const { authenticationClient } = appConfig;
  // @expect POST /rpc/auth.v1.AuthService/Login
  await authenticationClient?.login({ username, password });
}

export async function loadTopics() {
  // @expect GET /api/v2/topics
  const res = await appConfig.http!.get("/topics");
  return res.data;
}

export function loadReports() {
  const reports = appConfig.reports;
  return reports?.list();
}
