import axios from 'axios';
import ky from 'ky';

export const api = ky.create({ prefixUrl: '/api' });
export const http = axios.create({ baseURL: '/admin' });
