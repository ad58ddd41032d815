export { TASKS_URL, PROJECTS_URL } from './endpoints';
export { MEMBERS_SEGMENT as MEMBERS } from './endpoints';

export const SESSION_KEY = 'tasks.session';
