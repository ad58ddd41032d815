import axios from 'axios';

export const api = axios.create({ baseURL: import.meta.env.VITE_SIGNUP_API_URL });
