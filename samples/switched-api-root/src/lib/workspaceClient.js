// A client whose base is switched alike: the workspace the user opened, else the shared root.
import axios from 'axios';

const client = axios.create({
  baseURL: localStorage.getItem('workspace') ? `/api/w/${localStorage.getItem('workspace')}` : '/api',
});

export function listReports() {
  // @expect GET /api/reports
  return client.get('/reports');
}
