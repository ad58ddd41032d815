import { all, apply, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import api from '../api';
import { selectAccessToken } from '../selectors';
import request from './request';

export function* fetchProjects() {
  // @expect GET /api/projects
  const { items } = yield call(request, api.getProjects);
  yield put({ type: 'PROJECTS_FETCHED', items });
}

export function* createProject({ payload: data }) {
  // @expect POST /api/projects
  const { item } = yield call(request, api.createProject, data);
  yield put({ type: 'PROJECT_CREATED', item });
}

export function* updateProject({ payload: { id, data } }) {
  const accessToken = yield select(selectAccessToken);
  // @expect PATCH /api/projects/{id}
  yield call([api, api.updateProject], id, data, { Authorization: `Bearer ${accessToken}` });
}

export function* deleteProject({ payload: { id } }) {
  const accessToken = yield select(selectAccessToken);
  // @expect DELETE /api/projects/{id}
  yield call([api, 'deleteProject'], id, { Authorization: `Bearer ${accessToken}` });
}

export function* openProject({ payload: { id } }) {
  const accessToken = yield select(selectAccessToken);
  // @expect GET /api/projects/{id}
  yield apply(api, api.getProject, [id, { Authorization: `Bearer ${accessToken}` }]);
}

export function* logIn({ payload: data }) {
  // @expect POST /api/access-tokens
  const { item: accessToken } = yield call(api.createAccessToken, data);
  yield put({ type: 'LOGGED_IN', accessToken });
  // @expect GET /api/projects
  yield fork(request, api.getProjects);
}

export default function* projectsWatcher() {
  yield all([
    takeLatest('PROJECTS_FETCH', fetchProjects),
    takeEvery('PROJECT_CREATE', createProject),
    takeEvery('PROJECT_UPDATE', updateProject),
    takeEvery('PROJECT_DELETE', deleteProject),
    takeEvery('PROJECT_OPEN', openProject),
    takeEvery('LOG_IN', logIn),
  ]);
}
