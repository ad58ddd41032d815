import { getJson, postJson } from './http';

export interface CatalogPlant {
  id: string;
  name: string;
  family: string;
  height: number;
  spread?: number;
}

export interface PlantDraft {
  name: string;
  family: string;
  height?: number;
  note?: string;
}

type Json = Record<string, any>;

/** Copy a plant of the shared catalog into the garden, keeping its catalog id. */
export async function importCatalogPlant(plant: CatalogPlant): Promise<Json> {
  const body: Json = {
    name: plant.name,
    family: plant.family,
    height: plant.height,
    spread: plant.spread ?? undefined,
    catalog_id: plant.id,
  };
  // @expect POST /plants
  return postJson<Json>('/plants', body);
}

/** Create a brand-new plant (and its family if needed) from a draft. */
export async function createPlant(draft: PlantDraft): Promise<Json> {
  const body: Json = {
    name: draft.name || undefined,
    family: draft.family,
    height: draft.height || undefined,
    note: draft.note || undefined,
  };
  // @expect POST /plants
  return postJson<Json>('/plants', body);
}

/** How many plants of a family the garden holds: asks for one row and reads the total. */
export async function countFamily(family: string): Promise<number> {
  // @expect GET /plants
  const page = await getJson<Json>(`/plants?family=${family}&limit=1`);
  return page.total;
}

export async function listPlants(): Promise<Json[]> {
  // @expect GET /plants
  return getJson<Json[]>('/plants');
}

/**
 * Search the garden's plants by name. Pass an AbortSignal to cancel a superseded search.
 */
export async function searchPlants(q: string, signal?: AbortSignal): Promise<Json[]> {
  // @expect GET /search
  return getJson<Json[]>(`/search?q=${q}`, signal);
}

/** Write a plant's care note; an urgent one is flagged for the gardener. */
export async function saveNote(id: string, note: string, urgent: boolean): Promise<Json> {
  if (urgent) {
    // @expect POST /plants/{id}/note
    return postJson<Json>(`/plants/${id}/note`, { note, urgent: true });
  }
  // @expect POST /plants/{id}/note
  return postJson<Json>(`/plants/${id}/note`, { note });
}
