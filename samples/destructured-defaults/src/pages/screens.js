import { createLabel, listItems, listUsers, searchTags } from '../api/catalogue';
import { refileFilament } from '../api/filaments';

export async function firstPage() {
  return listItems();
}

export async function secondPage() {
  return listItems({ page: 2 });
}

export async function usersByEmail() {
  return listUsers({ sort: 'email' });
}

export async function allUsers() {
  return listUsers();
}

export async function quickLabel(title) {
  return createLabel({ title });
}

export async function tagsFor(prefix, limit) {
  return searchTags({ prefix, limit });
}

export async function clearVendor(id, weight) {
  return refileFilament(id, '', weight, 'vendor cleared');
}
