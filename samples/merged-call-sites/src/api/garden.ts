import { countFamily, createPlant, importCatalogPlant, listPlants, saveNote, searchPlants } from './catalog';
import type { CatalogPlant, PlantDraft } from './catalog';

export async function addFromCatalog(plant: CatalogPlant) {
  return importCatalogPlant(plant);
}

export async function addNew(draft: PlantDraft) {
  return createPlant(draft);
}

export async function familyBadge(family: string) {
  return `${await countFamily(family)} plants`;
}

export async function gardenPage() {
  return listPlants();
}

export async function remember(id: string, note: string) {
  return saveNote(id, note, note.startsWith('!'));
}

export async function lookUp(q: string, controller: AbortController) {
  return searchPlants(q, controller.signal);
}
