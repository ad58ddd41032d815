// Client-side memory of what the user opened last; nothing here touches the network.
const opened = new Map<string, number>();

export function markOpened(path: string): void {
  opened.set(path, Date.now());
}

export function openedAt(taskId: string): number | undefined {
  // @expect-none
  return opened.get(`/tasks/${taskId}`);
}

// Named like the global on purpose: it only reads the local cache.
function fetch(path: string): number | undefined {
  return opened.get(path);
}

export function projectSeen(projectId: string): boolean {
  // @expect-none
  return fetch(`/projects/${projectId}`) !== undefined;
}
