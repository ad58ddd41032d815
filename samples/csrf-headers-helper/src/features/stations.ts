import { api } from '../lib/api';
import { send } from '../lib/legacy';

export interface Station {
  id: string;
  name: string;
}

export function listStations() {
  // @expect GET /api/stations
  return api.get<Station[]>('/api/stations');
}

export function addStation(name: string) {
  // @expect POST /api/stations
  return api.post<Station>('/api/stations', { name });
}

export function removeStation(id: string) {
  // @expect DELETE /api/stations/{id}
  return api.delete<void>(`/api/stations/${id}`);
}

export function restartStation(id: string) {
  // @expect POST /api/stations/{id}/restart
  return send(`/api/stations/${id}/restart`, { method: 'POST' });
}
