// Wrappers whose options are a destructured object with element defaults.
import { api } from './client';

/** Items, a page at a time: page and size default when a caller leaves them out. */
export const listItems = ({ page = 1, size = 20 } = {}) =>
  // @expect GET /api/items
  api.get('/items', { params: { page, size } });

/** Users sorted by a column: by name unless the caller says otherwise. */
export function listUsers({ sort = 'name', active = true } = {}) {
  // @expect GET /api/users
  return api.get('/users', { params: { sort, active } });
}

/** A label with a colour, grey unless the caller gives one. */
export function createLabel({ title, color = 'grey', pinned = false }) {
  // @expect POST /api/labels
  return api.post('/labels', { title, color, pinned });
}

/** Tags matching a prefix; every caller passes its own limit. */
export function searchTags({ prefix, limit = 10 }) {
  // @expect GET /api/tags
  return api.get('/tags', { params: { prefix, limit } });
}
