import { LRUCache } from 'lru-cache';

const cache = new LRUCache({ max: 100 });

export function rememberTasks(projectId, tasks) {
  cache.set(`/projects/${projectId}/tasks`, tasks);
}

export function cachedTasks(projectId) {
  // @expect-none
  return cache.get(`/projects/${projectId}/tasks`);
}
