import axios from 'axios';

/** The asset backend: teams, their folders and the pictures stored in them. */
export const http = axios.create({ baseURL: import.meta.env.VITE_ASSETS_API_URL });
