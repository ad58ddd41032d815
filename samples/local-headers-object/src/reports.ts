// Plain functions: a key header written into a local object assigned to the init a promise's
// executor sends, and one written only after the request was made, which it does not send.
import axios from 'axios';
import { ApiService } from './api.service';
import { KeyStorage } from './key-storage';

const api = new ApiService(new KeyStorage());

function withKey(url: string, init: RequestInit) {
  const headers: Record<string, string> = {};
  headers['X-Api-Key'] = localStorage.getItem('report-key') ?? '';
  init.headers = headers;
  return new Promise((resolve, reject) => {
    fetch(url, { ...init }).then(resolve, reject);
  });
}

function tooLate(url: string, config: any) {
  const sent = (async () => axios.request({ url, ...config }))();
  const headers: any = {};
  headers['Authorization'] = `Bearer ${localStorage.getItem('token')}`;
  config.headers = headers;
  return sent;
}

export function listReports() {
  // @expect GET /api/reports
  return api.get('/api/reports');
}

export function createReport(title: string) {
  // @expect POST /api/reports
  return api.post('/api/reports', { title });
}

export function exportReport(id: string) {
  // @expect GET /api/reports/{id}/export
  return withKey(`/api/reports/${id}/export`, { method: 'GET' });
}

export function reportSummary() {
  // @expect GET /api/reports/summary
  return tooLate('/api/reports/summary', { method: 'GET' });
}
