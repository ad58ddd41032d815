import { get, post, remove } from './api';
import {
  uriBoard,
  uriBoards,
  uriHealth,
  uriLogin,
  uriLogout,
  uriReport,
  uriTenantCards
} from './endpoints';

export function signIn(username, password) {
  // @expect POST /login
  return post(uriLogin(), { username, password });
}

export function signOut() {
  // @expect GET /logout
  return get(uriLogout());
}

export function listBoards() {
  // @expect GET /api/boards
  return get(uriBoards());
}

export function getBoard(boardId) {
  // @expect GET /api/boards/{boardId}
  return get(uriBoard(boardId));
}

export function deleteBoard(boardId) {
  // @expect DELETE /api/boards/{boardId}
  return remove(uriBoard(boardId));
}

export function getReport(reportId) {
  // @expect GET /reports/{reportId}
  return get(uriReport(reportId));
}

export function health() {
  // @expect GET /health
  return get(uriHealth());
}

export function listTenantCards(tenant) {
  // @expect GET /{tenant}/api/cards
  return get(uriTenantCards(tenant));
}
