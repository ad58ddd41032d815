import { call, join, select, spawn } from 'redux-saga/effects';

import selectors from '../selectors';

function* queueRequest(method, ...args) {
  const accessToken = yield select(selectors.selectAccessToken);

  return yield call(method, ...args, {
    Authorization: `Bearer ${accessToken}`,
  });
}

export default function* request(method, ...args) {
  const task = yield spawn(queueRequest, method, ...args);

  return yield join(task);
}
