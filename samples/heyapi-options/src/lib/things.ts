import {
  deleteThingApiV1ThingsThingIdDelete,
  getThingApiV1ThingsThingIdGet,
  listThingsApiV1ThingsGet,
  searchThingsApiV1ThingsSearchGet,
  updateThingApiV1ThingsThingIdPatch,
} from '../client';

export async function loadThings(page: number) {
  const { data } = await listThingsApiV1ThingsGet({ query: { limit: 20, offset: page * 20 } });
  return data ?? [];
}

export async function findThings(q: string) {
  const { data } = await searchThingsApiV1ThingsSearchGet({ query: { q } });
  return data ?? [];
}

export async function loadThing(id: number) {
  return getThingApiV1ThingsThingIdGet({ path: { thing_id: id }, query: { expand: true } });
}

export async function renameThing(id: number, label: string) {
  return updateThingApiV1ThingsThingIdPatch({ path: { thing_id: id }, body: { label } });
}

export async function removeThing(id: number) {
  await deleteThingApiV1ThingsThingIdDelete({ path: { thing_id: id } });
}
