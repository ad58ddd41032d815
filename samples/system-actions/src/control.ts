import axios from 'axios';

const control = axios.create({ baseURL: '/control' });

export function getVersion() {
  // @expect GET /control/version
  return control.get('/version');
}

export function startUpdate() {
  // @expect POST /control/update
  return control.post('/update');
}

export function updateClient(id: string, name: string) {
  // @expect POST /control/clients/{id}/update
  return control.post(`/clients/${id}/update`, { name });
}

export function restartServer() {
  // @expect POST /control/restart
  return control.post('/restart');
}
