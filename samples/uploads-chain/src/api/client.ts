import axios from 'axios';

/** The media backend: albums, photos, videos and the files they show. */
export const api = axios.create({ baseURL: import.meta.env.VITE_MEDIA_API_URL });
