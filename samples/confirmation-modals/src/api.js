import axios from 'axios';

const api = axios.create({ baseURL: '/api' });

// @expect POST /api/system/shutdown
export const shutdown = () => api.post('/system/shutdown');

// @expect DELETE /api/files/{name}
export const deleteFile = (name) => api.delete(`/files/${encodeURIComponent(name)}`);

// @expect DELETE /api/items/{id}
export const deleteItem = (id) => api.delete(`/items/${id}`);

// @expect POST /api/items
export const createItem = (item) => api.post('/items', item);

// @expect GET /api/items
export const listItems = () => api.get('/items');
