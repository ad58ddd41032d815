import { createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';

import projectsWatcher from './sagas/projects';

const sagaMiddleware = createSagaMiddleware();

const store = createStore((state = {}) => state, applyMiddleware(sagaMiddleware));

sagaMiddleware.run(projectsWatcher);

export default store;
