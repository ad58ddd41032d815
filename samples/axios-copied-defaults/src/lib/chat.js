import api, { files } from './api';

// @expect GET /api/v2/conversations
export const getAll = async () => (await api.get('/conversations')).data;

export const get = async ({ username }) =>
  // @expect GET /api/v2/conversations/{username}
  (await api.get(`/conversations/${encodeURIComponent(username)}`)).data;

// @expect GET /storage/blobs/{name}
export const download = (name) => files.get(`/blobs/${name}`);

export const getTab = (tab) => api.get(`/tabs${tab}`);
