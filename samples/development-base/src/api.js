import axios from 'axios';
import { apiUrl } from './config';

const api = axios.create({ baseURL: apiUrl });

// @expect GET /api/v2/albums
export const listAlbums = () => api.get('/albums');

// @expect DELETE /api/v2/albums/{id}
export const removeAlbum = (id) => api.delete(`/albums/${id}`);
