import { csrfFetch } from './csrf';

// Session calls are an auth store's plumbing, no Tools: each keeps its own method (POST to
// log in, DELETE to log out, GET to restore) in the plumbing review items.

export const login = ({ email, password }) => async (dispatch) => {
  const res = await csrfFetch('/api/session', { method: 'POST', body: { email, password } });
  const data = await res.json();
  dispatch({ type: 'session/set', user: data.user });
};

export const logout = () => async (dispatch) => {
  await csrfFetch('/api/session', { method: 'DELETE' });
  dispatch({ type: 'session/remove' });
};

export const restoreSession = () => async (dispatch) => {
  const res = await csrfFetch('/api/session');
  const data = await res.json();
  dispatch({ type: 'session/set', user: data.user });
};
