import { createThunk, handleThunks } from './thunks';
import createFetchHandler from './createFetchHandler';

export const FETCH_TAGS = 'tags/fetchTags';
export const FETCH_TASK = 'system/fetchTask';
export const FETCH_TASKS = 'system/fetchTasks';

export const fetchTags = createThunk(FETCH_TAGS);
export const fetchTask = createThunk(FETCH_TASK);
export const fetchTasks = createThunk(FETCH_TASKS);

handleThunks({
  [FETCH_TAGS]: createFetchHandler('tags', '/api/tag'),
  [FETCH_TASK]: createFetchHandler('system.tasks', '/api/system/task'),
  [FETCH_TASKS]: createFetchHandler('system.tasks', '/api/system/task')
});
