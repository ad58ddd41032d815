// Backend routes, relative to the API client's base URL.
export const TASKS_URL = '/tasks';
export const PROJECTS_URL = '/projects';
export const MEMBERS_SEGMENT = 'members';
