// Redux Toolkit: dispatch(login(payload)) calls the payload creator with the payload.
import { createAsyncThunk } from '@reduxjs/toolkit';
import axios from 'axios';

export const login = createAsyncThunk('session/login', async (credentials: { email: string; password: string }) => {
  // @expect POST /api/session
  const response = await axios.post('/api/session', credentials);
  return response.data;
});

export function submit(dispatch: (action: unknown) => void, email: string, password: string) {
  dispatch(login({ email, password }));
}
