import {makeFetch} from './client';

export interface Preset {
  id: string;
  data: unknown;
}

// The function names many presets: a list, though the path names one.
export async function getAllPresets(): Promise<Preset> {
  // @expect GET /api/v1/preset
  return makeFetch('/api/v1/preset', {method: 'GET'}).then(res => res.json());
}

export async function deletePreset(id: string): Promise<Preset> {
  // @expect DELETE /api/v1/preset/{id}
  return makeFetch('/api/v1/preset/:id', {method: 'DELETE', params: {id}}).then(res =>
    res.json(),
  );
}
