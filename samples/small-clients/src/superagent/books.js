// superagent request chains: the first call is the request, the chained calls add to it.
import request from 'superagent';

export function listBooks(shelf) {
  // @expect GET /api/shelves/{shelf}/books
  return request.get(`/api/shelves/${shelf}/books`).query({ sort: 'title' });
}

export function addBook(shelf, book) {
  // @expect POST /api/shelves/{shelf}/books
  return request.post(`/api/shelves/${shelf}/books`).send(book).type('json');
}
