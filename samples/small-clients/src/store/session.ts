// Redux Toolkit: dispatch(login(payload)) calls the payload creator with the payload.
import { createAsyncThunk } from '@reduxjs/toolkit';
import axios from 'axios';

// A session store's login keeps the client's own session: plumbing, no Tool
// (rule plumbing.auth-store).
export const login = createAsyncThunk('session/login', async (credentials: { email: string; password: string }) => {
  // @expect-none
  const response = await axios.post('/api/session', credentials);
  return response.data;
});

export const savePreferences = createAsyncThunk('session/preferences', async (prefs: { theme: string }) => {
  // @expect PUT /api/preferences
  const response = await axios.put('/api/preferences', prefs);
  return response.data;
});

export function submit(dispatch: (action: unknown) => void, email: string, password: string) {
  dispatch(login({ email, password }));
}

export function choose(dispatch: (action: unknown) => void, theme: string) {
  dispatch(savePreferences({ theme }));
}
