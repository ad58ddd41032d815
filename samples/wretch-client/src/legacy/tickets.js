// The support pages still use wretch v1: query() is built in, and a verb's argument after the
// body is fetch options, not a URL part.
import wretch from 'wretch';

const api = wretch().url('/support').options({ headers: { 'X-Client': 'legacy' } });

export function openTicket(subject, body) {
  // @expect POST /support/tickets
  return api.url('/tickets').post({ subject, body }, { mode: 'same-origin' }).json();
}

export function closeTicket(id) {
  // @expect DELETE /support/tickets/{id}
  return api.url(`/tickets/${id}`).delete({ cache: 'no-store' }).res();
}

export function searchTickets(text) {
  // @expect GET /support/tickets/search
  return api.url('/tickets/search').query({ q: text }).get().json((found) => found.items);
}
