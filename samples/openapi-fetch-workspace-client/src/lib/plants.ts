// The client comes from a workspace package outside this folder: its calls have
// openapi-fetch's shape, so they are read as openapi-fetch calls under review.
import { createClient } from '@garden/api-client';

type Client = ReturnType<typeof createClient>;

export async function loadPlant(client: Client, id: string) {
  // @expect GET /api/v1/plants/{plant_id}
  const { data } = await client.GET('/api/v1/plants/{plant_id}', {
    params: { path: { plant_id: id } },
  });
  return data;
}

export async function listPlants(client: Client, page: number, lang: string) {
  // @expect GET /api/v1/plants
  const { data } = await client.GET('/api/v1/plants', {
    params: { query: { page }, header: { 'Accept-Language': lang } },
  });
  return data;
}

export async function loadGarden(id: string, page: number) {
  const client = createClient({ fetch });
  const plants = await listPlants(client, page, 'en');
  const first = await loadPlant(client, id);
  return { plants, first };
}
