import axios from 'axios';
import { apiBase } from '../config';

// written before the instance is created: axios.create copies it
axios.defaults.baseURL = apiBase;

const api = axios.create({ withCredentials: true });

// names its own base: the global default does not apply
export const files = axios.create({ baseURL: '/storage' });

export default api;
