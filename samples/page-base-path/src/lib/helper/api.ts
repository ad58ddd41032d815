import axios from 'axios';
import { withBase } from '$lib/paths';

export const apiClient = axios.create({
  baseURL: withBase('/api'),
  headers: { 'Content-Type': 'application/json' }
});
