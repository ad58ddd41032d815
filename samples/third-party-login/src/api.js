import axios from 'axios';

// The app has no login of its own: its backend is reached on the page's origin.
const api = axios.create();

export default {
  // @expect GET /api/library/artists
  artists: () => api.get('./api/library/artists'),
  // @expect GET /api/library/albums/{id}
  album: (id) => api.get(`./api/library/albums/${id}`),
  // @expect GET /api/outputs
  outputs: () => api.get('./api/outputs'),
  // @expect PUT /api/outputs/{id}
  setOutput: (id, selected) => api.put(`./api/outputs/${id}`, { selected }),

  // Sign-ins to other services through the app's backend: the backend keeps their
  // session keys; no cookie of the app's own session is set by them.
  // @expect POST /api/lastfm-login
  lastfmLogin: (user, password) => api.post('./api/lastfm-login', { user, password }),
  // @expect GET /api/lastfm-logout
  lastfmLogout: () => api.get('./api/lastfm-logout'),
  // @expect POST /api/spotify/login
  spotifyLogin: (username, password) => api.post('./api/spotify/login', { username, password })
};
