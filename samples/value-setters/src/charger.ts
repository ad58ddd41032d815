import axios from 'axios';

const api = axios.create({ baseURL: '/api' });

export function setLoadpointMode(id: number, mode: string) {
  // @expect POST /api/loadpoints/{id}/mode/{mode}
  return api.post(`loadpoints/${id}/mode/${mode}`);
}

export function saveBufferSoc(soc: number) {
  // @expect POST /api/buffersoc/{soc}
  return api.post(`buffersoc/${encodeURIComponent(soc)}`);
}

export function changeDischarge(value: number) {
  // @expect POST /api/battery/discharge/{value}
  return api.post(`battery/discharge/${value}`);
}

export function renameVehicle(vehicleId: string, title: string) {
  // @expect POST /api/vehicles/{vehicleId}/rename/{title}
  return api.post(`vehicles/${vehicleId}/rename/${title}`);
}

export function folderOpenState(id: number, opened: boolean) {
  // @expect POST /api/folders/{id}/open
  return api.post(`folders/${id}/open`, { open: opened });
}

export function expireKey(prefix: string) {
  // @expect POST /api/apikey/expire
  return api.post('apikey/expire', { prefix });
}

export function createIndexer(name: string) {
  // @expect POST /api/indexer
  return api.post('indexer', { name });
}

export function saveDevice(deviceType: string, config: object) {
  // @expect POST /api/devices/{deviceType}
  return api.post(`devices/${deviceType}`, config);
}

export function testDevice(deviceType: string, config: object) {
  // @expect POST /api/config/test/{deviceType}
  return api.post(`config/test/${deviceType}`, config);
}

export function mergeUser(userId: string) {
  // @expect POST /api/user/merge/{userId}
  return api.post(`user/merge/${userId}`);
}
