import { createClient } from '@garden/api-client';

const client = createClient({ fetch });

export async function addBed(name: string, size: number) {
  // @expect POST /api/v1/beds
  const { data, error } = await client.POST('/api/v1/beds', { body: { bed: { name, size } } });
  if (error) throw new Error('could not add the bed');
  return data;
}

export async function removeSchedule(kind: 'water' | 'feed', id: number) {
  const path =
    kind === 'water'
      ? ('/api/v1/watering_schedules/{id}' as const)
      : ('/api/v1/feeding_schedules/{id}' as const);
  // either literal path is a request of its own (DELETE /api/v1/feeding_schedules/{id} too)
  // @expect DELETE /api/v1/watering_schedules/{id}
  const { response } = await client.DELETE(path, { params: { path: { id } } });
  return response.ok;
}

export async function toggleWatch(bedId: string, watching: boolean) {
  const options = { params: { path: { bed_id: bedId } } };
  const result = watching
    // @expect DELETE /api/v1/beds/{bed_id}/watch
    ? await client.DELETE('/api/v1/beds/{bed_id}/watch', options)
    // @expect PUT /api/v1/beds/{bed_id}/watch
    : await client.PUT('/api/v1/beds/{bed_id}/watch', options);
  return result.response.ok;
}

export function theme(store: { GET(key: string): string }) {
  // a method named GET whose argument is a key, not a path: no request
  // @expect-none
  return store.GET('theme');
}
