import { localRequest } from '../lib/request';

export async function listInstances() {
  // @expect GET /api/instances
  return (await localRequest('/instances')).json();
}

// The page writes the instance root itself for the instance it shows: a real endpoint of the
// proxy, with the instance's id an input.
export async function instanceSettings(instance) {
  // @expect GET /api/instances/{id}/settings
  return (await localRequest('/instances/' + instance.id + '/settings')).json();
}

export async function renameInstance(id, name) {
  // @expect PATCH /api/instances/{id}/name
  return localRequest(`/instances/${id}/name`, 'PATCH', { name });
}
