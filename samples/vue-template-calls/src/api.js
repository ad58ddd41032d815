import axios from 'axios';

const http = axios.create({ baseURL: '/api' });

export const tasksApi = {
  list() {
    return http.get('/tasks').then((response) => response.data);
  },
  archive(id) {
    return http.post(`/tasks/${id}/archive`);
  },
  stats() {
    return http.get('/tasks/stats').then((response) => response.data);
  },
  exportCsv() {
    return http.get('/tasks/export', { responseType: 'blob' });
  },
};
