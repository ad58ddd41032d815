import axios from 'axios';
import { v4 as uuid } from 'uuid';

const api = axios.create({ baseURL: '/api' });

export interface UserForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role?: string;
}

// the form's copy without its passwords: name, email and role are sent
export async function updateUser(id: number, form: UserForm) {
  const data = { ...form };
  delete data.password;
  delete data['confirmPassword'];
  // @expect PUT /api/users/{id}
  await api.put('/users/' + id, data);
}

// the password is left out only when it was not changed: it stays an optional input
export async function saveProfile(form: UserForm, changed: boolean) {
  const data = { ...form };
  if (!changed) delete data.password;
  delete data.confirmPassword;
  // @expect PUT /api/profile
  return api.put('/profile', data);
}

// a rest element leaves the passwords out of what is sent
export async function register(form: UserForm) {
  const { password, confirmPassword, ...profile } = form;
  // @expect POST /api/accounts
  return api.post('/accounts', profile);
}

export interface NoteInput {
  text: string;
}

// the client makes id and createdAt itself at each call: sent, but no Tool inputs
export async function createNote(note: NoteInput) {
  const payload: any = { ...note };
  payload.id = uuid();
  payload.createdAt = Date.now();
  // @expect POST /api/notes
  return api.post('/notes', payload);
}

// a wrapper that removes the member it is given before sending the rest
function send(path: string, body: any) {
  delete body.draft;
  return api.post(path, body);
}

export function publish(title: string, draft: boolean) {
  // @expect POST /api/posts
  return send('/posts', { title, draft });
}
